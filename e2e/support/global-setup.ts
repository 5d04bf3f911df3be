import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './accounts.js';
import { CHROMIUM_PATH, chromiumAvailable } from './chromium.js';
import { e2eRoot, mailDir, repoRoot, runDir } from './paths.js';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A real SMTP receiver; each message lands in mailDir as JSON so test workers can read the codes. */
async function startMailReceiver(): Promise<{ url: string; close: () => Promise<void> }> {
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const groups = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          const to = groups.flatMap((group) =>
            group.value.map((entry) => (entry.address ?? '').toLowerCase()),
          );
          const file = path.join(mailDir(), `${Date.now()}-${String(counter++).padStart(5, '0')}.json`);
          // Written aside, then renamed: a test polling the folder never reads a half-written mail.
          writeFileSync(
            `${file}.part`,
            JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }),
          );
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  // Generous: a first start migrates a fresh database, and a busy CI machine is slow.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the portal exited with code ${server.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the portal did not answer /api/health within 120 s');
}

/**
 * Starts the built portal (apps/server/dist, serving apps/web/dist) on a free port with a fresh data
 * folder, mail going to the receiver above. DATABASE_URL, when set, puts it on that PostgreSQL server.
 */
export default async function globalSetup() {
  if (!chromiumAvailable()) {
    const advice = `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium`;
    throw new Error(advice);
  }
  process.env.E2E_RUN_DIR = path.join(e2eRoot, '.run', `${Date.now()}-${process.pid}`);
  mkdirSync(mailDir(), { recursive: true });
  const mail = await startMailReceiver();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runDir(), 'data'),
      SMTP_URL: mail.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Every test signs its athletes up from this one machine, as a district camp would.
      SIGNUPS_PER_NETWORK_PER_HOUR: '1000',
      // ...with one phone number (support/athletes.ts).
      SIGNUPS_PER_PHONE_PER_DAY: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    // Never leave a portal behind: it would hold the pipe open and keep the run from ending.
    server.kill('SIGKILL');
    await mail.close();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  // One administrator session for the whole run: logging in from every test would trip the
  // per-account login throttle (10 tries in 15 minutes), which is a rule worth keeping.
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await login.json()) as { success: boolean; message: string; data: unknown };
  if (!body.success) throw new Error(`the administrator could not log in: ${body.message}`);
  process.env.E2E_ADMIN_SESSION = JSON.stringify(body.data);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await mail.close();
    rmSync(runDir(), { recursive: true, force: true });
  };
}
