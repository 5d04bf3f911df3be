import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './accounts.js';
import { repoRoot } from './paths.js';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A real SMTP receiver; each message lands in `folder` as JSON so test workers can read the codes. */
async function startMailReceiver(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(folder, { recursive: true });
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
          const file = path.join(folder, `${Date.now()}-${String(counter++).padStart(5, '0')}.json`);
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

export interface Portal {
  baseUrl: string;
  /** Where the mail the portal sends lands (one JSON file a message). */
  mailDir: string;
  /** Stops the portal and its mail receiver; its folder is left for the run's cleanup. */
  stop: () => Promise<void>;
}

/**
 * Starts the built portal (apps/server/dist, serving apps/web/dist) on a free port with a fresh data
 * folder (`folder`/data) and its own mail receiver (`folder`/mail). DATABASE_URL, when set, puts it on
 * that PostgreSQL server; `env` adds to or overrides the environment (a test that needs other limits
 * starts a portal of its own this way).
 */
export async function startPortal(folder: string, env: Record<string, string> = {}): Promise<Portal> {
  const mailDir = path.join(folder, 'mail');
  const mail = await startMailReceiver(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, 'data'),
      SMTP_URL: mail.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
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
  return {
    baseUrl,
    mailDir,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await mail.close();
    },
  };
}
