// Runs the portal the way an operator does (`node scripts/start.mjs` or `npm start`) and talks to it
// over HTTP, so the tests see exactly what a restart or a stop does to the real processes.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN_EMAIL = 'admin@parasports.example.in';
export const ADMIN_PASSWORD = 'Restart-Check-2026!';

export interface PortalProcess {
  /** The process the operator started (npm or the start script). */
  launcher: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code or signal once the launcher has ended. */
  exited: Promise<number | string>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export function startPortal(options: {
  dataDir: string;
  port: number;
  via?: 'script' | 'npm';
}): PortalProcess {
  const [command, args] =
    options.via === 'npm' ? ['npm', ['start']] : [process.execPath, [path.join(root, 'scripts/start.mjs')]];
  // Vitest sets NODE_ENV=test; a build the start script runs must not inherit it.
  const { NODE_ENV: _vitestMode, ...inherited } = process.env;
  const launcher = spawn(command, args, {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      // Always the embedded database here, even where CI points DATABASE_URL at a server.
      DATABASE_URL: '',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  launcher.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    launcher.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { launcher, baseUrl: `http://127.0.0.1:${options.port}`, output: () => output, exited };
}

/** Waits until the portal answers its health check; fails with its output if it ends first. */
export async function waitUntilServing(portal: PortalProcess, timeoutMs = 200_000): Promise<void> {
  let ended = false;
  void portal.exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the portal ended before serving:\n${portal.output()}`);
    const healthy = await fetch(`${portal.baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not serve within ${timeoutMs} ms:\n${portal.output()}`);
}

export async function api(
  portal: PortalProcess,
  method: string,
  url: string,
  options: { body?: unknown; token?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: the tests assert on whatever `data` holds
): Promise<{ status: number; data: any }> {
  const response = await fetch(`${portal.baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { 'access-token': options.token } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await response.json()) as { data: unknown };
  return { status: response.status, data: json.data };
}

export async function adminToken(portal: PortalProcess): Promise<string> {
  const login = await api(portal, 'POST', '/api/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`administrator login answered ${login.status}`);
  return login.data.accessToken;
}

/** Every process below `pid` (Linux /proc), so a test can see whether the server outlived its launcher. */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // "pid (command) state ppid …": the command may hold spaces or parentheses, so split after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

/** Whether something accepts connections on the port. */
export async function portInUse(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}
