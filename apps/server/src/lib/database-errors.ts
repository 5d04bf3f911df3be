/**
 * Telling "the database is away" apart from a bug. A restart, a failover or an administrator ending
 * connections makes queries fail for a while; those requests get a 503 with Retry-After (clients and
 * load balancers know to try again) and one warning line, not a 500 with a stack trace per request.
 */

/** SQLSTATE classes and codes that mean the server is unreachable or going away, not that the query is wrong. */
const UNAVAILABLE_STATES = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
  /^53300$/, // too many connections
];

const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** node-postgres reports a dropped socket or a pool that cannot connect with these messages and no code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|terminating connection/i;

/** True when `error`, or anything in its `cause` chain (Drizzle wraps driver errors), says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_STATES.some((state) => state.test(code))) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
