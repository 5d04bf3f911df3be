import type { AppContext } from '../lib/context.js';

type Logger = AppContext['logger'];

/**
 * Stops the portal cleanly on SIGINT, SIGTERM or SIGHUP, or when the start script that launched it is
 * gone (its IPC channel closes even when it was killed with SIGKILL), so no server is left running
 * without a parent and the embedded database is always closed before the process ends.
 */
export interface Shutdown {
  /** Adds a step; steps run in the reverse order of adding (the last opened closes first). */
  add(name: string, step: () => Promise<unknown> | unknown): void;
  /** Start-up has finished: a stop asked for during start-up runs now. */
  started(logger: Logger): void;
}

export interface ShutdownOptions {
  /** How long a stop may take in all before the process exits anyway (exit code 1). */
  deadlineMs?: number;
}

export function handleStopRequests(options: ShutdownOptions = {}): Shutdown {
  const deadlineMs = options.deadlineMs ?? 30_000;
  const steps: { name: string; step: () => Promise<unknown> | unknown }[] = [];
  let logger: Logger | undefined;
  let reason: string | undefined;
  let ready = false;

  const note = (message: string, fields: Record<string, unknown> = {}) => {
    if (logger) logger.info(fields, message);
    else process.stderr.write(`${message}\n`);
  };

  const stop = async (exitCode = 0) => {
    note('shutting down', { reason });
    // A stuck step must not keep a stopped portal half-alive: the supervisor expects it gone.
    setTimeout(() => {
      process.stderr.write(`shutdown took longer than ${deadlineMs} ms; exiting anyway\n`);
      process.exit(1);
    }, deadlineMs).unref();
    let failed = false;
    for (const { name, step } of steps.reverse()) {
      try {
        await step();
      } catch (err) {
        failed = true;
        logger?.error({ err, step: name }, 'shutdown step failed');
      }
    }
    note('stopped');
    process.exit(failed ? 1 : exitCode);
  };

  const request = (why: string) => {
    // Ctrl-C reaches both the start script and the server, and the script passes it on: one stop.
    if (reason) return;
    reason = why;
    if (ready) void stop();
    else note(`${why}: stopping once start-up has finished`);
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => request(signal));
  if (process.send) process.on('disconnect', () => request('the start script ended'));
  // A failure (the port taken, a bug) still closes what was opened: the database above all.
  process.on('uncaughtException', (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    if (reason) process.exit(1);
    reason = 'failure';
    void stop(1);
  });

  return {
    add: (name, step) => steps.push({ name, step }),
    started(startedLogger) {
      logger = startedLogger;
      ready = true;
      if (reason) void stop();
    },
  };
}

/**
 * Closes the HTTP server: no new connections, idle keep-alive connections closed, requests under way
 * answered. Connections still busy after `drainMs` are cut so the stop finishes.
 */
export async function closeHttp(
  app: { close(): Promise<unknown>; server: { closeAllConnections(): void } },
  drainMs = 10_000,
): Promise<void> {
  const closing = app.close();
  const timer = setTimeout(() => app.server.closeAllConnections(), drainMs);
  try {
    await closing;
  } finally {
    clearTimeout(timer);
  }
}
