import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, createUser, loginAs } from '../../../test/factories.js';
import { jpegBytes, page1, paidAthlete, upload } from '../../../test/registration-fixtures.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const as = (token: string) => ({
  get: (url: string) => t.call({ method: 'GET', url, token }),
  post: (url: string, body: unknown) => t.call({ method: 'POST', url, body, token }),
  del: (url: string) => t.call({ method: 'DELETE', url, token }),
});
const admin = () => as(adminToken);

/** An athlete whose page 1 names `district`, with a photo uploaded (a draft). */
async function athleteOf(district: string, name = 'Anjali Krishnan') {
  const athlete = await createLoggedInUser(t, { name });
  const saved = await as(athlete.token).post('/api/user/update-registration-page-1', {
    ...page1({ fullName: name }),
    address: { ...page1().address, district },
  });
  expect(saved.status).toBe(200);
  const photo = await upload(t, athlete.token, 'photo', 'photo.jpg', await jpegBytes());
  expect(photo.status).toBe(201);
  return { ...athlete, documentId: photo.body.data._id as string };
}

async function secretaryOf(...districts: string[]) {
  const account = await createLoggedInUser(t, { name: 'Suresh Menon' });
  const appointed = await admin().post('/api/admin/district-secretaries', {
    email: account.user.email,
    districts,
  });
  expect(appointed.status).toBe(200);
  return account;
}

describe('appointing district secretaries', () => {
  it('makes an account secretary at once, in its open session too, and records it in the audit log', async () => {
    const account = await createLoggedInUser(t);
    const before = await as(account.token).get('/api/district/dashboard');
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('DISTRICT_SECRETARY_ONLY');

    const appointed = await admin().post('/api/admin/district-secretaries', {
      email: account.user.email.toUpperCase(),
      districts: ['Thrissur', 'Palakkad'],
    });
    expect(appointed.body.data).toMatchObject({ _id: account.user.id, districts: ['Thrissur', 'Palakkad'] });
    const profile = await as(account.token).get('/api/user/get-user-profile-data');
    expect(profile.body.data.districts).toEqual(['Thrissur', 'Palakkad']);
    expect((await as(account.token).get('/api/district/dashboard')).status).toBe(200);
    expect((await admin().get('/api/admin/district-secretaries')).body.data).toContainEqual(
      expect.objectContaining({ _id: account.user.id, districts: ['Thrissur', 'Palakkad'] }),
    );

    const removed = await admin().del(`/api/admin/district-secretaries/${account.user.id}`);
    expect(removed.status).toBe(200);
    const after = await as(account.token).get('/api/district/athletes');
    expect(after.status).toBe(403);
    expect((await as(account.token).get('/api/user/get-user-profile-data')).body.data.districts).toEqual([]);

    const log = await admin().get(`/api/admin/audit-log?targetId=${account.user.id}`);
    const actions = log.body.data.items.map((item: { action: string }) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining(['district_secretary.appoint', 'district_secretary.remove']),
    );
    expect(
      log.body.data.items.find((item: { action: string }) => item.action === 'district_secretary.remove')
        .changes,
    ).toEqual({
      districts: { from: ['Thrissur', 'Palakkad'], to: [] },
    });
  });

  it('refuses unknown addresses and districts, administrators, and anyone but an administrator', async () => {
    const account = await createLoggedInUser(t);
    const nobody = await admin().post('/api/admin/district-secretaries', {
      email: 'nobody@example.in',
      districts: ['Thrissur'],
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('ACCOUNT_NOT_FOUND');
    const unknown = await admin().post('/api/admin/district-secretaries', {
      email: account.user.email,
      districts: ['Thrissur', 'Gotham'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('DISTRICT_UNKNOWN');
    expect(unknown.body.data.fields).toHaveProperty('districts');
    const adminItself = await admin().post('/api/admin/district-secretaries', {
      email: ADMIN_EMAIL,
      districts: ['Thrissur'],
    });
    expect(adminItself.body.code).toBe('CANNOT_APPOINT_ADMIN');
    for (const body of [
      { email: account.user.email, districts: [] },
      { email: account.user.email },
      { email: 'x', districts: ['Thrissur'] },
    ]) {
      expect((await admin().post('/api/admin/district-secretaries', body)).status).toBe(400);
    }
    const twice = await admin().post('/api/admin/district-secretaries', {
      email: account.user.email,
      districts: ['Thrissur', 'Thrissur'],
    });
    expect(twice.status).toBe(400);
    const byAthlete = await as(account.token).post('/api/admin/district-secretaries', {
      email: account.user.email,
      districts: ['Thrissur'],
    });
    expect(byAthlete.status).toBe(403);
    expect((await admin().del('/api/admin/district-secretaries/not-a-uuid')).status).toBe(400);
    expect((await admin().del(`/api/admin/district-secretaries/${account.user.id}`)).status).toBe(404);
  });
});

describe('a secretary sees only their districts', () => {
  it('lists, filters and opens their athletes; another district’s athlete is a 404 everywhere', async () => {
    const secretary = await secretaryOf('Wayanad');
    const mine = await athleteOf('Wayanad', 'Bindu Wayanad');
    const other = await athleteOf('Kollam', 'Kollam Raghavan');
    const api = as(secretary.token);

    const list = await api.get('/api/district/athletes');
    expect(list.status).toBe(200);
    const ids = list.body.data.items.map((item: { _id: string }) => item._id);
    expect(ids).toContain(mine.user.id);
    expect(ids).not.toContain(other.user.id);
    expect(list.body.data.items.every((item: { district: string }) => item.district === 'Wayanad')).toBe(
      true,
    );
    expect(list.body.data.items.find((item: { _id: string }) => item._id === mine.user.id)).toMatchObject({
      name: 'Bindu Wayanad',
      status: 'draft',
      paid: false,
    });
    // Asking for another district or searching for its athlete widens nothing.
    expect((await api.get('/api/district/athletes?district=Kollam')).body.data.total).toBe(0);
    expect((await api.get('/api/district/athletes?search=Kollam%20Raghavan')).body.data.total).toBe(0);
    expect((await api.get('/api/district/athletes?search=Bindu')).body.data.items[0]._id).toBe(mine.user.id);
    expect((await api.get('/api/district/athletes?status=approved')).body.data.total).toBe(0);
    expect((await api.get('/api/district/athletes?status=nonsense')).status).toBe(400);

    const detail = await api.get(`/api/district/athletes/${mine.user.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.page1.fullName).toBe('Bindu Wayanad');
    const photoUrl = detail.body.data.documents[0].url;
    expect(photoUrl).toBe(`/api/district/athletes/${mine.user.id}/documents/${mine.documentId}`);
    const file = await t.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { 'access-token': secretary.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const foreign = await api.get(`/api/district/athletes/${other.user.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('ATHLETE_NOT_FOUND');
    for (const url of [
      `/api/district/athletes/${other.user.id}/documents/${other.documentId}`,
      // Another district's document through one's own athlete's address.
      `/api/district/athletes/${mine.user.id}/documents/${other.documentId}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'access-token': secretary.token },
      });
      expect(response.statusCode).toBe(404);
    }
    // The athletes' own document address stays theirs and the administrators'.
    const direct = await t.app.inject({
      method: 'GET',
      url: `/api/user/registration-documents/${other.documentId}`,
      headers: { 'access-token': secretary.token },
    });
    expect(direct.statusCode).toBe(404);
    // Administrators' routes stay administrators'.
    expect((await api.get('/api/admin/get-users-registrations-list')).status).toBe(403);
  });

  it('exports the filtered athletes as CSV and Excel, its own district only, formulas defused', async () => {
    const secretary = await secretaryOf('Kasaragod');
    await athleteOf('Kasaragod', 'Chandran Kasaragod');
    await athleteOf('Kannur', 'Kannur Outsider');
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'access-token': secretary.token } });
    const csv = await get('/api/district/athletes/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Chandran Kasaragod');
    expect(csv.body).not.toContain('Kannur Outsider');
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFDistrict,Name,UID,Status,Fee paid,Sport,E-mail,Phone,Last change (IST)',
    );
    // The phone starts with "+": a spreadsheet would read it as a formula.
    expect(csv.body).toMatch(/,'\+91\d{10},/);
    const xlsx = await get('/api/district/athletes/export?format=xlsx&status=draft');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('/api/district/athletes/export?format=pdf')).statusCode).toBe(400);
    const other = await get('/api/district/athletes/export?format=csv&district=Kannur');
    expect(other.body).not.toContain('Kannur Outsider');
  });

  it('counts each district’s registrations by where they stand', async () => {
    const secretary = await secretaryOf('Idukki', 'Ernakulam');
    await athleteOf('Idukki');
    const paid = await paidAthlete(t);
    const counts = await as(secretary.token).get('/api/district/dashboard');
    expect(counts.status).toBe(200);
    const [idukki, ernakulam] = counts.body.data.districts;
    expect(idukki).toMatchObject({ district: 'Idukki', drafts: 1, waitingForReview: 0, approved: 0 });
    expect(ernakulam.district).toBe('Ernakulam');
    expect(ernakulam.waitingForReview).toBeGreaterThanOrEqual(1);
    const list = await as(secretary.token).get('/api/district/athletes?district=Ernakulam&status=submitted');
    expect(list.body.data.items.map((item: { _id: string }) => item._id)).toContain(paid.user.id);
  });
});
