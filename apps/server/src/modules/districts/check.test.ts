import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { assistedAthlete, palakkadAndKollam, setDistrictCheck } from '../../../test/district-fixtures.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { paidAthlete } from '../../../test/registration-fixtures.js';

let t: TestContext;
let adminToken: string;
let palakkad: string;
let kollam: string;
beforeAll(async () => {
  ({ t, adminToken, palakkad, kollam } = await palakkadAndKollam());
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
  t.call({ method, url, body, token });
async function queue(filter: string) {
  const listed = await as(adminToken, 'GET', `/api/admin/get-users-registrations-list?pageSize=100${filter}`);
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.data.items as { userId: string; districtCheck: unknown }[];
}

describe('the district’s check before the state’s review', () => {
  it('is refused while the association has it off, and changes nothing', async () => {
    const userId = await assistedAthlete(t, palakkad, 'Palakkad');
    const refused = await as(palakkad, 'PUT', `/api/district/athletes/${userId}/check`, {
      recommendation: 'approve',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'DISTRICT_CHECK_OFF' });
    const assistance = await as(palakkad, 'GET', `/api/district/athletes/${userId}/assistance`);
    expect(assistance.body.data).toEqual({ checkEnabled: false, check: null, consent: null });
    const settings = await as(adminToken, 'GET', '/api/admin/settings');
    expect(settings.body.data.districtCheckFirst).toBe(false);
  });

  it('records the secretary’s recommendation, which the state sees, filters by and decides on', async () => {
    await setDistrictCheck(t, adminToken, true);
    const log = await as(adminToken, 'GET', '/api/admin/audit-log?action=settings');
    expect(log.body.data.items[0].changes).toEqual({ districtCheckFirst: { from: false, to: true } });
    // A client that does not know the setting leaves it on.
    await as(adminToken, 'PUT', '/api/admin/settings', {
      registrationFeeRupees: 500,
      registrationsOpen: true,
    });
    expect((await as(adminToken, 'GET', '/api/admin/settings')).body.data.districtCheckFirst).toBe(true);

    const draft = await assistedAthlete(t, palakkad, 'Palakkad', { submit: false });
    expect(
      (await as(palakkad, 'PUT', `/api/district/athletes/${draft}/check`, { recommendation: 'approve' })).body
        .code,
    ).toBe('DISTRICT_CHECK_NOT_SUBMITTED');

    const userId = await assistedAthlete(t, palakkad, 'Palakkad', { name: 'Checked Athlete' });
    const detail = await as(palakkad, 'GET', `/api/district/athletes/${userId}`);
    const documentIds = detail.body.data.documents.map((document: { _id: string }) => document._id);
    const url = `/api/district/athletes/${userId}/check`;
    for (const [body, code] of [
      [{ recommendation: 'maybe' }, 'VALIDATION_FAILED'],
      [{ recommendation: 'return', remark: '' }, 'VALIDATION_FAILED'],
      [{ recommendation: 'approve', extra: 1 }, 'VALIDATION_FAILED'],
      [{ recommendation: 'approve', documentsSeen: ['not-an-id'] }, 'VALIDATION_FAILED'],
      [{ recommendation: 'approve', documentsSeen: [draft] }, 'DOCUMENT_NOT_OF_ATHLETE'],
    ] as const) {
      const bad = await as(palakkad, 'PUT', url, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toMatchObject({ success: false, code });
    }
    const checked = await as(palakkad, 'PUT', url, {
      recommendation: 'approve',
      remark: 'Certificate seen in the original.',
      documentsSeen: documentIds,
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data).toMatchObject({
      recommendation: 'approve',
      remark: 'Certificate seen in the original.',
      documentsSeen: expect.arrayContaining(documentIds),
      checkedBy: { name: 'Secretary of Palakkad' },
      district: 'Palakkad',
    });

    // The fee paid, the registration joins the queue with the recommendation on it.
    expect((await as(palakkad, 'POST', `/api/district/athletes/${userId}/cash-fee`, {})).status).toBe(201);
    const unchecked = await paidAthlete(t);
    const all = await queue('');
    expect(all.find((item) => item.userId === userId)?.districtCheck).toMatchObject({
      recommendation: 'approve',
      secretaryName: 'Secretary of Palakkad',
    });
    expect(all.find((item) => item.userId === unchecked.user.id)?.districtCheck).toBeNull();
    const ids = async (filter: string) => (await queue(filter)).map((item) => item.userId);
    expect(await ids('&districtCheck=approve')).toContain(userId);
    expect(await ids('&districtCheck=approve')).not.toContain(unchecked.user.id);
    expect(await ids('&districtCheck=return')).not.toContain(userId);
    expect(await ids('&districtCheck=unchecked')).toContain(unchecked.user.id);
    expect(await ids('&districtCheck=unchecked')).not.toContain(userId);
    expect(
      (await as(adminToken, 'GET', '/api/admin/get-users-registrations-list?districtCheck=x')).status,
    ).toBe(400);

    const forReviewer = await as(adminToken, 'GET', `/api/admin/registrations/${userId}/district-assistance`);
    expect(forReviewer.body.data).toMatchObject({
      checkEnabled: true,
      check: { recommendation: 'approve', checkedBy: { name: 'Secretary of Palakkad' } },
    });
    const audit = await as(
      adminToken,
      'GET',
      `/api/admin/audit-log?targetId=${userId}&action=district.athlete.check`,
    );
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'district.athlete.check',
      actorName: 'Secretary of Palakkad',
      changes: { recommendation: 'approve', district: 'Palakkad' },
    });

    // Decided, the registration keeps the recommendation it was decided with.
    const approved = await as(adminToken, 'POST', '/api/admin/approve-user-registration', { userId });
    expect(approved.status).toBe(200);
    expect(await ids('&status=approved&districtCheck=approve')).toContain(userId);
  });

  it('is another district’s athlete: not found; a removed secretary: refused; nothing changes', async () => {
    const userId = await assistedAthlete(t, palakkad, 'Palakkad');
    const url = `/api/district/athletes/${userId}/check`;
    const foreign = await as(kollam, 'PUT', url, { recommendation: 'return', remark: 'Not ours to say.' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, code: 'ATHLETE_NOT_FOUND' });
    expect((await as(kollam, 'GET', `/api/district/athletes/${userId}/assistance`)).status).toBe(404);

    const removable = await removedSecretaryToken();
    const removed = await as(removable, 'PUT', url, { recommendation: 'return', remark: 'After removal.' });
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe('DISTRICT_SECRETARY_ONLY');
    const after = await as(palakkad, 'GET', `/api/district/athletes/${userId}/assistance`);
    expect(after.body.data.check).toBeNull();

    // Turned off, the flow is as before: no recommendation shown, none taken.
    await as(palakkad, 'PUT', url, { recommendation: 'approve' });
    await setDistrictCheck(t, adminToken, false);
    expect(
      (await as(palakkad, 'GET', `/api/district/athletes/${userId}/assistance`)).body.data.check,
    ).toBeNull();
    expect((await as(palakkad, 'PUT', url, { recommendation: 'approve' })).status).toBe(409);
    await setDistrictCheck(t, adminToken, true);
    expect(
      (await as(palakkad, 'GET', `/api/district/athletes/${userId}/assistance`)).body.data.check,
    ).toMatchObject({ recommendation: 'approve' });
  });
});

/** A second secretary of Palakkad, appointed and then removed: their open session remains. */
async function removedSecretaryToken() {
  const secretary = await createLoggedInUser(t, { name: 'Former Secretary' });
  await as(adminToken, 'POST', '/api/admin/district-secretaries', {
    email: secretary.user.email,
    districts: ['Palakkad'],
  });
  const removed = await t.call({
    method: 'DELETE',
    url: `/api/admin/district-secretaries/${secretary.user.id}`,
    token: adminToken,
  });
  expect(removed.status).toBe(200);
  return secretary.token;
}
