import { readdir } from 'node:fs/promises';
import { type RouteKey, routes } from '@para/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { setDistrictCheck } from '../../../test/district-fixtures.js';
import { createLoggedInUser, createUser, loginAs, uniqueIp } from '../../../test/factories.js';
import { jpegBytes, multipart, page1, page2, page3 } from '../../../test/registration-fixtures.js';
import { publishedEvent } from '../competitions/test-support.js';
import {
  type Answer,
  type AthleteStage,
  type DistrictAthlete,
  type ScopeCase,
  type ScopeRequest,
  type ScopeWorld,
  scopeCases,
  send,
} from './scope-cases.test-support.js';
import { entryWorld } from './scope-cases-entries.test-support.js';
import { selectionWorld } from './scope-cases-selections.test-support.js';

// Every route a secretary can reach, read from the contract's route table (the auth hook makes every
// path under /api/district/ secretary-only whatever its table says), so a route added later is tried
// too, and fails below until scope-cases.test-support.ts says how to call it for another district.
const secretaryRoutes = (Object.keys(routes) as RouteKey[]).filter(
  (key) => routes[key].access === 'secretary' || routes[key].path.startsWith('/api/district/'),
);
const describeRoute = (key: RouteKey) => `${key} (${routes[key].method} ${routes[key].path})`;
const caseOf = (key: RouteKey): ScopeCase => {
  const scopeCase = scopeCases[key];
  if (!scopeCase)
    expect.fail(
      `${describeRoute(key)} is a secretary route with no scope case: add one to scopeCases in ` +
        'apps/server/src/modules/districts/scope-cases.test-support.ts that calls it for an athlete of ' +
        'another district (path parameter, body field or query), so its scope is tried.',
    );
  return scopeCase;
};

const ATHLETES_DISTRICT = 'Kollam';
const SECRETARYS_DISTRICT = 'Palakkad';

let t: TestContext;
let adminToken: string;
let eventId: string;
let home: { token: string };
let outsider: { token: string };
let world: ScopeWorld;

const call = (token: string, method: ScopeRequest['method'], url: string, body?: unknown) =>
  t.call({ method, url, body, token, ip: uniqueIp() });

async function appointed(districts: string[]) {
  const account = await createLoggedInUser(t, { name: 'Scope Secretary' });
  const result = await call(adminToken, 'POST', '/api/admin/district-secretaries', {
    email: account.user.email,
    districts,
  });
  expect(result.status).toBe(200);
  return { token: account.token, id: account.user.id };
}

let serial = 0;
const fresh = () => {
  serial += 1;
  const letters = serial
    .toString(26)
    .replace(/./g, (digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)));
  return { name: `Scope Athlete ${letters}`, phone: `98470${String(serial).padStart(5, '0')}` };
};

/** A district's athletes and camps, made through the API by that district's secretary. */
function worldOf(secretary: { token: string }, district: string, own: DistrictAthlete): ScopeWorld {
  const expectOk = (result: { status: number; body: unknown }, what: string) =>
    expect(result.status, `${what}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
  const athlete = async (stage: AthleteStage): Promise<DistrictAthlete> => {
    const person = fresh();
    const created = await call(secretary.token, 'POST', '/api/district/athletes', {
      ...person,
      email: '',
      district,
    });
    expectOk(created, 'register');
    const id = created.body.data._id as string;
    const made: DistrictAthlete = { id, name: person.name, documentId: '', paymentId: '' };
    if (stage === 'registered') return made;
    const pages = [
      page1({ fullName: person.name, address: { ...page1().address, district } }),
      page2(),
      page3(),
    ];
    for (const [index, body] of pages.entries()) {
      expectOk(
        await call(
          secretary.token,
          'POST',
          `/api/district/athletes/${id}/registration/page-${index + 1}`,
          body,
        ),
        'page',
      );
    }
    for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
      const form = multipart(kind, `${kind}.jpg`, await jpegBytes());
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/district/athletes/${id}/documents`,
        headers: { 'access-token': secretary.token, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      if (kind === 'photo') made.documentId = uploaded.json().data._id;
    }
    if (stage === 'ready') return made;
    expectOk(await call(secretary.token, 'POST', `/api/district/athletes/${id}/finalize`), 'finalize');
    if (stage === 'submitted') return made;
    const cash = await call(secretary.token, 'POST', `/api/district/athletes/${id}/cash-fee`, {});
    expectOk(cash, 'cash fee');
    return { ...made, paymentId: cash.body.data.paymentId };
  };
  const camp = async () => {
    const opened = await call(secretary.token, 'POST', '/api/district/camps', { district, hours: 3 });
    expectOk(opened, 'camp');
    return opened.body.data._id as string;
  };
  const entries = entryWorld(t, { token: adminToken, eventId }, secretary.token, district);
  return { district, athlete, camp, own, fresh, ...entries, ...selectionWorld(t, adminToken) };
}

// Sessions are touched by every signed-in request and throttles count refused requests too: neither is
// a change made by the call. Everything else in the database, and every stored file, must stay as it was.
const TOUCHED_BY_ANY_REQUEST = new Set(['sessions', 'rate_limits']);

async function fingerprint(): Promise<Record<string, string>> {
  const listed = (await t.ctx.db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  const prints: Record<string, string> = {};
  for (const { table_name: table } of listed.rows) {
    if (TOUCHED_BY_ANY_REQUEST.has(table)) continue;
    const digest = (await t.ctx.db.execute(
      sql.raw(`select count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as print
               from "${table}" r`),
    )) as unknown as { rows: { print: string }[] };
    prints[table] = digest.rows[0]?.print ?? '';
  }
  prints['(files)'] = (await readdir(t.dataDir, { recursive: true })).sort().join('\n');
  return prints;
}

const expectRefused = (answer: Answer, scopeCase: ScopeCase, what: string) => {
  const allowed = [403, 404, ...(scopeCase.alsoRefusedWith ? [400] : [])];
  expect(allowed, `${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toContain(answer.status);
  expect(answer.text.startsWith('{'), `${what}: the refusal is an envelope`).toBe(true);
  expect(JSON.parse(answer.text).success).toBe(false);
  expect(answer.code, `${what}: the envelope names its code`).toBeTruthy();
  if (answer.status === 400) expect(answer.code).toBe(scopeCase.alsoRefusedWith);
};

beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Administrator' });
  adminToken = await loginAs(t, ADMIN_EMAIL);
  eventId = (await publishedEvent(t)).id;
  await setDistrictCheck(t, adminToken, true);
  home = await appointed([ATHLETES_DISTRICT]);
  outsider = await appointed([SECRETARYS_DISTRICT, 'Thrissur']);
  const outsidersOwn = await worldOf(outsider, SECRETARYS_DISTRICT, {} as DistrictAthlete).athlete('paid');
  world = worldOf(home, ATHLETES_DISTRICT, outsidersOwn);
}, 120_000);
afterAll(() => t.close());

describe('a secretary reaches no athlete of another district, on any route', () => {
  it('reads the secretary routes from the route table', () => {
    expect(secretaryRoutes).toEqual(
      expect.arrayContaining(['districtAthlete', 'districtSavePage1', 'districtReceipt']),
    );
    expect(secretaryRoutes).not.toContain('takeOverAccount');
  });

  for (const key of secretaryRoutes) {
    it(`${describeRoute(key)}: refused or hidden for another district's athlete, and nothing changes`, async () => {
      const scopeCase = caseOf(key);
      const { attempts, markers = [], withheld = [] } = await scopeCase.build(world);
      if (scopeCase.outcome !== 'refused')
        expect(markers, `a ${scopeCase.outcome} answer needs markers to look for`).not.toEqual([]);
      if (scopeCase.outcome === 'shared')
        expect(withheld, 'a shared answer needs what it withholds').not.toEqual([]);
      const before = await fingerprint();
      for (const [index, attempt] of attempts.entries()) {
        const what = `${describeRoute(key)}, attempt ${index + 1} (${attempt.method} ${attempt.url})`;
        const answer = await send(t, attempt, outsider.token);
        if (scopeCase.outcome === 'refused') expectRefused(answer, scopeCase, what);
        else {
          expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBe(200);
          // A shared list shows the athlete to every secretary alike; a hidden one to none but their own.
          for (const marker of markers)
            if (scopeCase.outcome === 'hidden')
              expect(answer.text, `${what} gives away ${marker}`).not.toContain(marker);
            else expect(answer.text, `${what} is the same for every secretary`).toContain(marker);
          for (const secret of withheld) expect(answer.text, `${what} shows ${secret}`).not.toContain(secret);
        }
      }
      expect(await fingerprint()).toEqual(before);

      // The same call by the athlete's own secretary succeeds (and shows the athlete): the attempt above
      // was turned away by the scope, not by being a wrong request.
      const control = await send(t, attempts[0], home.token);
      expect(
        control.status,
        `${describeRoute(key)} by the district's own secretary: ${control.text.slice(0, 300)}`,
      ).toBeLessThan(300);
      for (const marker of markers) expect(control.text).toContain(marker);
      for (const secret of withheld) expect(control.text).not.toContain(secret);
    });
  }
});

describe('ending the role', () => {
  it('refuses every secretary route at once to a session opened while the role was held', async () => {
    const leaving = await appointed([ATHLETES_DISTRICT]);
    const leavingWorld = worldOf(leaving, ATHLETES_DISTRICT, world.own);
    const calls: { key: RouteKey; attempt: ScopeRequest }[] = [];
    for (const key of secretaryRoutes) {
      const { attempts } = await caseOf(key).build(leavingWorld);
      calls.push({ key, attempt: attempts[0] });
    }
    const removed = await call(adminToken, 'DELETE', `/api/admin/district-secretaries/${leaving.id}`);
    expect(removed.status).toBe(200);

    const before = await fingerprint();
    for (const { key, attempt } of calls) {
      const answer = await send(t, attempt, leaving.token);
      expect(answer.status, `${describeRoute(key)}: ${answer.text.slice(0, 300)}`).toBe(403);
      expect(answer.code).toBe('DISTRICT_SECRETARY_ONLY');
    }
    expect(await fingerprint()).toEqual(before);
    // The session itself is still open: the account goes on as an athlete.
    expect((await call(leaving.token, 'GET', '/api/user/get-user-profile-data')).status).toBe(200);
  }, 120_000);
});
