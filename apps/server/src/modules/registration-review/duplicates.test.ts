import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, createUser, loginAs } from '../../../test/factories.js';
import { athleteReadyToFinalize, page1, page2, paidAthlete } from '../../../test/registration-fixtures.js';
import { registrations } from '../../db/schema/registration.js';
import { migrationsDir } from '../../lib/paths.js';
import { identityKeyColumns } from '../registration/identity-keys.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  const admin = await createUser(t, { email: ADMIN_EMAIL, name: 'Secretary' });
  adminToken = await loginAs(t, admin.email);
});
afterAll(() => t.close());

const approve = (userId: string) =>
  t.call({
    method: 'POST',
    url: '/api/admin/approve-user-registration',
    body: { userId },
    token: adminToken,
  });
const duplicatesOf = (userId: string) =>
  t.call({ method: 'GET', url: `/api/admin/registration-duplicates?userId=${userId}`, token: adminToken });
const savePage = (token: string, n: number, body: unknown) =>
  t.call({ method: 'POST', url: `/api/user/update-registration-page-${n}`, body, token });

describe('the same athlete twice', () => {
  it('flags a second registration with the same UDID, and refuses to approve it with the first UID named', async () => {
    const first = await paidAthlete(t);
    const approved = await approve(first.user.id);
    expect(approved.status).toBe(200);
    const firstUid: string = approved.body.data.uid;

    const second = await athleteReadyToFinalize(t);
    const udid = (
      await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token: first.token })
    ).body.data.page2.certificate.udidNumber as string;
    // The same number as the athlete would type it, with spaces and dashes.
    const typed = `${udid.slice(0, 2)}-${udid.slice(2, 7)} ${udid.slice(7).toLowerCase()}`;
    expect(
      (await savePage(second.token, 2, page2({ certificate: { kind: 'udid', udidNumber: typed } }))).status,
    ).toBe(200);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: second.token });
    await t.ctx.db.execute(
      sql`update users set registration_payment_completed = true where id = ${second.user.id}`,
    );

    const found = await duplicatesOf(second.user.id);
    expect(found.status).toBe(200);
    expect(found.body.data).toContainEqual({
      userId: first.user.id,
      name: first.user.name,
      status: 'approved',
      uid: firstUid,
      // page1() gives both the same name, date of birth and district too.
      matchedOn: ['udid', 'person'],
    });

    const refused = await approve(second.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain(firstUid);
    expect(refused.body.data).toMatchObject({ code: 'duplicate_udid', firstUid, firstUserId: first.user.id });
    expect(refused.body.code).toBe('UDID_ALREADY_HAS_UID');
    const still = await t.call({
      method: 'GET',
      url: `/api/admin/get-user-registrations-data?userId=${second.user.id}`,
      token: adminToken,
    });
    expect(still.body.data).toMatchObject({ status: 'submitted', uid: '' });
  });

  it('matches a certificate number written differently, and a person by name, date of birth and district', async () => {
    const certificate = {
      kind: 'certificate',
      issuingAuthority: 'District Medical Board',
      issueDate: '2020-02-01',
    };
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    await savePage(a.token, 1, page1({ fullName: 'Meera  K. Nair', dateOfBirth: '1990-01-05' }));
    await savePage(b.token, 1, page1({ fullName: 'meera k nair', dateOfBirth: '1990-01-05' }));
    await savePage(a.token, 2, page2({ certificate: { ...certificate, certificateNumber: 'MB/123/2020' } }));
    await savePage(b.token, 2, page2({ certificate: { ...certificate, certificateNumber: 'mb 123-2020' } }));

    const found = await duplicatesOf(b.user.id);
    expect(found.body.data).toEqual([
      expect.objectContaining({ userId: a.user.id, matchedOn: ['certificate', 'person'] }),
    ]);

    const other = await createLoggedInUser(t);
    await savePage(other.token, 1, page1({ fullName: 'Meera Nair', dateOfBirth: '1990-01-05' }));
    await savePage(other.token, 2, page2());
    expect((await duplicatesOf(other.user.id)).body.data).toEqual([]);
  });

  it('keys rows saved before the migration the same way the server keys a save (the backfill)', async () => {
    const athlete = await createLoggedInUser(t);
    const person = page1({
      fullName: ' Ravi.  Shankar ',
      address: { ...page1().address, district: 'Thrissur' },
    });
    await savePage(athlete.token, 1, person);
    await savePage(
      athlete.token,
      2,
      page2({ certificate: { kind: 'udid', udidNumber: 'kl01201 1998 777777 5' } }),
    );
    const keysOf = async () =>
      t.ctx.db
        .select({
          udidKey: registrations.udidKey,
          certificateKey: registrations.certificateKey,
          personKey: registrations.personKey,
        })
        .from(registrations)
        .where(eq(registrations.userId, athlete.user.id));
    const saved = await keysOf();
    await t.ctx.db.update(registrations).set({ udidKey: null, certificateKey: null, personKey: null });
    const migration = await readFile(path.join(migrationsDir, '0007_identity_keys.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
    await t.ctx.db.execute(sql.raw(backfill ?? 'missing backfill'));
    const again = await keysOf();
    expect(again).toEqual(saved);
    expect(saved).toEqual([
      { udidKey: 'KL0120119987777775', certificateKey: null, personKey: 'ravi shankar|1998-04-12|thrissur' },
    ]);
    expect(identityKeyColumns(1, person)).toEqual({ personKey: 'ravi shankar|1998-04-12|thrissur' });
  });
});

describe('the athlete resubmitting', () => {
  it('is in the registration history after the rejection', async () => {
    const { user, token } = await paidAthlete(t);
    await t.call({
      method: 'POST',
      url: '/api/admin/reject-user-registration',
      body: { userId: user.id, reasons: [{ section: 'page1', reason: 'Check the address.' }], note: '' },
      token: adminToken,
    });
    // The answer comes a day later (the test clock stands still otherwise: the order would be a tie).
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await savePage(token, 1, page1({ address: { ...page1().address, city: 'Kochi' } }))).status).toBe(
      200,
    );
    expect((await t.call({ method: 'POST', url: '/api/user/finalize-registration', token })).status).toBe(
      200,
    );
    const history = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${user.id}&action=registration.`,
      token: adminToken,
    });
    const actions = history.body.data.items.map((item: { action: string }) => item.action);
    expect(actions.slice(0, 2)).toEqual(['registration.resubmit', 'registration.reject']);
    expect(history.body.data.items[0]).toMatchObject({ actorId: user.id, actorName: user.name });
  });
});
