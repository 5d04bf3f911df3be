import { errorCodeList } from '@para/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.js';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../context.js';
import { createUser, loginAs, uniqueIp } from '../factories.js';
import { paidAthlete } from '../registration-fixtures.js';
import { SERVER_DRAWN_FORMS, standInDocuments } from '../server-drawn-forms.js';
import { casesFor, type FuzzCase, type OpenApiDocument, type Role } from './cases.js';

/**
 * Every operation in the OpenAPI document and the forms the server draws, sent plausible and hostile
 * requests as a visitor, an athlete and an administrator. Nothing may answer 5xx, and every /api
 * answer must be the envelope.
 *
 * The operations are dealt into shards (api-fuzz-*.test.ts), one test file each, so the suite's
 * workers share them and no one file grows past its time budget as the API grows.
 *
 * FUZZ_SEED picks other hostile values (the seed is printed with every failure); FUZZ_BUDGET_MS bounds
 * the run on a slow machine (the cases are capped anyway: about 6,000 per database).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 240_000);
const OPTIONS = { seed: SEED, perField: 3, fieldsPerOperation: 4 };

/** Operations that end the session they are called with run last, so the others keep a live token. */
const SESSION_ENDING = /logout|change-password|update-user-block-status/;

/** Registers the fuzzer's test for the operations of one shard (1-based) of `shards`. */
export function fuzzShard(shard: number, shards: number): void {
  let t: TestContext;
  let document: OpenApiDocument;
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    athlete: undefined,
    admin: undefined,
  };
  let athleteEmail = '';

  beforeAll(async () => {
    // The forms the server draws take posts too: they join the operations with a stand-in renderer.
    t = await createTestContext({}, { documents: standInDocuments() });
    await createUser(t, { email: ADMIN_EMAIL, name: 'Fuzz Administrator' });
    tokens.admin = await loginAs(t, ADMIN_EMAIL);
    const athlete = await paidAthlete(t);
    tokens.athlete = athlete.token;
    athleteEmail = athlete.user.email;
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    document = spec.json() as OpenApiDocument;
    for (const form of SERVER_DRAWN_FORMS) document.paths[`/${form}`] = { post: {} };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Logs the role in again if a case ended its session (logout, password change, a block). */
  async function freshToken(role: Role): Promise<string | undefined> {
    const token = tokens[role];
    if (!token) return undefined;
    const probe = await t.app.inject({
      method: 'GET',
      url: '/api/user/get-user-profile-data',
      headers: { 'access-token': token },
    });
    if (probe.statusCode === 200) return token;
    if (role === 'athlete') {
      // An administrator case may have blocked the athlete.
      await t.ctx.db
        .update(users)
        .set({ blockedAt: null, blockedReason: '' })
        .where(eq(users.email, athleteEmail));
    }
    tokens[role] = await loginAs(t, role === 'admin' ? ADMIN_EMAIL : athleteEmail).catch(() => undefined);
    return tokens[role];
  }

  interface Failure {
    case: FuzzCase;
    status: number;
    problem: string;
    body: string;
  }

  function problemWith(
    fuzzCase: FuzzCase,
    status: number,
    contentType: string,
    body: string,
  ): string | undefined {
    if (status >= 500) return `answered ${status}`;
    const isApi = fuzzCase.url.startsWith('/api/') && !fuzzCase.url.startsWith('/api/docs');
    if (!isApi) return undefined;
    // Files (cards, receipts, photos, exports) are sent as they are when the request succeeds.
    if (status < 300 && !contentType.includes('application/json')) return undefined;
    if (status === 204 || status === 304) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `answered ${status} with a body that is not JSON (${contentType})`;
    }
    const envelope = parsed as { success?: unknown; message?: unknown; code?: unknown; data?: unknown };
    if (typeof envelope !== 'object' || envelope === null) return 'answered JSON that is not an object';
    if (typeof envelope.success !== 'boolean') return 'envelope without a boolean success';
    if (typeof envelope.message !== 'string') return 'envelope without a message';
    if (!('data' in envelope)) return 'envelope without data';
    if (status >= 400 && envelope.success !== false) return `answered ${status} with success true`;
    if (status >= 400 && !(errorCodeList as readonly unknown[]).includes(envelope.code)) {
      return `answered ${status} with code ${JSON.stringify(envelope.code)}, not one of the contract's codes`;
    }
    return undefined;
  }

  describe(`API fuzzer over the OpenAPI document, shard ${shard} of ${shards}`, () => {
    it('answers every hostile request with a 2xx-4xx in the envelope', async () => {
      const started = Date.now();
      const allOperations = Object.entries(document.paths)
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })))
        .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
      expect(allOperations.length).toBeGreaterThan(80);
      const operations = allOperations
        .filter((_, index) => index % shards === shard - 1)
        .sort((a, b) => Number(SESSION_ENDING.test(a.path)) - Number(SESSION_ENDING.test(b.path)));

      const failures: Failure[] = [];
      let sent = 0;
      let operationsCovered = 0;
      const timePerOperation: Array<[string, number]> = [];
      for (const { path, method } of operations) {
        if (Date.now() - started > BUDGET_MS) break;
        const operationStarted = Date.now();
        for (const role of ['anonymous', 'athlete', 'admin'] as const) {
          const token = await freshToken(role);
          for (const fuzzCase of casesFor(document, path, method, role, OPTIONS)) {
            const response = await t.app.inject({
              method: fuzzCase.method as 'GET',
              url: fuzzCase.url,
              remoteAddress: uniqueIp(),
              headers: { ...fuzzCase.headers, ...(token ? { 'access-token': token } : {}) },
              ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
            });
            sent += 1;
            const problem = problemWith(
              fuzzCase,
              response.statusCode,
              String(response.headers['content-type'] ?? ''),
              response.body,
            );
            if (problem)
              failures.push({
                case: fuzzCase,
                status: response.statusCode,
                problem,
                body: response.body.slice(0, 300),
              });
          }
        }
        operationsCovered += 1;
        timePerOperation.push([`${method.toUpperCase()} ${path}`, Date.now() - operationStarted]);
      }

      // One line per operation and problem, with the first case that showed it, so the message stays short.
      const firstOfKind = new Map<string, Failure>();
      for (const failure of failures) {
        const key = `${failure.case.operation} ${failure.problem}`;
        if (!firstOfKind.has(key)) firstOfKind.set(key, failure);
      }
      const report = [...firstOfKind.values()]
        .map(
          (f) =>
            `${f.case.role} ${f.case.operation}: ${f.problem} for [${f.case.label}] ${f.case.method} ${f.case.url.slice(0, 100)} → ${f.body}`,
        )
        .join('\n');
      console.info(
        `API fuzzer shard ${shard}/${shards}: ${sent} requests over ${operationsCovered} operations in ${Date.now() - started} ms (seed ${SEED})`,
      );
      // The slowest operations, so a fuzzer that outgrows its budget says where the time went.
      const slowest = timePerOperation.sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.info(`slowest: ${slowest.map(([operation, ms]) => `${operation} ${ms} ms`).join(', ')}`);
      expect(failures.length, `seed ${SEED}, ${failures.length} failing requests:\n${report}`).toBe(0);
      // The budget is a guard for slow machines, not a way to skip: every operation must have been tried.
      expect(operationsCovered).toBe(operations.length);
    }, 600_000);
  });
}
