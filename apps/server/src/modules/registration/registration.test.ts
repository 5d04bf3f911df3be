import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { athleteReadyToFinalize, page1, page2, page3 } from '../../../test/registration-fixtures.js';
import { registrations } from '../../db/schema/registration.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const save = (token: string, n: 1 | 2 | 3, body: unknown, shared = false) =>
  t.call({
    method: 'POST',
    url: `/api/user/${shared ? 'shared/' : ''}update-registration-page-${n}`,
    body,
    token,
  });

describe('registration pages', () => {
  it('saves the pages in order and returns what is still missing', async () => {
    const { token } = await createLoggedInUser(t);
    const outOfOrder = await save(token, 2, page2());
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.message).toMatch(/page 1 first/i);

    const first = await save(token, 1, page1());
    expect(first.status).toBe(200);
    expect(first.body.data.page1.mobile).toBe('+919847012345');
    expect(first.body.data.missing).toEqual([
      'page2',
      'page3',
      'document:photo',
      'document:disability_certificate',
      'document:proof_of_age',
      'document:identity_proof',
    ]);
    expect((await save(token, 3, page3())).status).toBe(409);
    const second = await save(token, 2, page2(), true);
    expect(second.status).toBe(200);
    expect(second.body.data.page2.sports[0]).toEqual({
      sport: 'athletics',
      sportClass: 'T44',
      classStatus: 'confirmed',
    });
    expect((await save(token, 3, page3())).status).toBe(200);

    const data = await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
    expect(data.body.data).toMatchObject({ status: 'draft', submittedAt: null, uid: '' });
    expect(data.body.data.page1.fullName).toBe('Anjali Krishnan');
  });

  it('keeps what was saved when a later save is refused', async () => {
    const { user, token } = await createLoggedInUser(t);
    await save(token, 1, page1());
    const bad = await save(
      token,
      1,
      page1({ address: { ...page1().address, pinCode: '012345' }, gender: 'unknown' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toMatchObject({
      'address.pinCode': expect.any(String),
      gender: expect.any(String),
    });
    const [row] = await t.ctx.db.select().from(registrations).where(eq(registrations.userId, user.id));
    expect(row?.page1?.address.pinCode).toBe('683101');
  });

  it('asks for the guardian of a minor, and checks districts, sports, classes and the UDID birth year on the server', async () => {
    const { token } = await createLoggedInUser(t);
    const minor = await save(token, 1, page1({ dateOfBirth: '2015-06-01' }));
    expect(minor.status).toBe(400);
    expect(minor.body.data.fields.guardian).toMatch(/guardian/i);
    const withGuardian = await save(
      token,
      1,
      page1({
        dateOfBirth: '2015-06-01',
        guardian: { name: 'Krishnan Nair', relation: 'Father', phone: '9447012345', consent: true },
      }),
    );
    expect(withGuardian.status).toBe(200);

    const unknownDistrict = await save(
      token,
      1,
      page1({ address: { ...page1().address, district: 'Atlantis' } }),
    );
    expect(unknownDistrict.body.data.fields['address.district']).toMatch(/district/i);

    const wrongYear = await save(token, 2, page2());
    expect(wrongYear.status).toBe(400);
    expect(wrongYear.body.data.fields['certificate.udidNumber']).toMatch(/birth year/i);

    const badSport = await save(
      token,
      2,
      page2({
        certificate: {
          kind: 'certificate',
          certificateNumber: 'MB/2019/4411',
          issuingAuthority: 'District Medical Board, Ernakulam',
          issueDate: '2019-03-02',
        },
        sports: [
          { sport: 'swimming', sportClass: 'T44', classStatus: 'confirmed' },
          { sport: 'quidditch', classStatus: 'not_classified' },
        ],
      }),
    );
    expect(badSport.status).toBe(400);
    expect(badSport.body.data.fields).toMatchObject({
      'sports.0.sportClass': expect.any(String),
      'sports.1.sport': expect.any(String),
    });
  });

  it('refuses a malformed UDID, wrong types and unknown fields', async () => {
    const { token } = await createLoggedInUser(t);
    await save(token, 1, page1());
    const result = await save(token, 2, {
      ...page2({ certificate: { kind: 'udid', udidNumber: 'KL01-12' }, disabilityPercentage: 'lots' }),
      extra: 1,
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.data.fields)).toEqual(
      expect.arrayContaining(['certificate.udidNumber', 'disabilityPercentage', 'extra']),
    );
  });
});

describe('finalize', () => {
  it('lists what is missing and changes nothing', async () => {
    const { token } = await createLoggedInUser(t);
    await save(token, 1, page1());
    const result = await t.call({ method: 'POST', url: '/api/user/finalize-registration', token });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('REGISTRATION_INCOMPLETE');
    expect(result.body.data.missing).toContain('page2');
    expect(result.body.data.missing).toContain('document:photo');
    const profile = await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });
    expect(profile.body.data.registrationCompleted).toBe(false);
  });

  it('submits a complete registration, sets registrationCompleted, then locks the pages', async () => {
    const { token } = await athleteReadyToFinalize(t);
    const result = await t.call({ method: 'POST', url: '/api/user/finalize-registration', token });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      registrationCompleted: true,
      registrationPaymentCompleted: false,
      registrationApproved: false,
      uid: '',
    });
    const again = await t.call({ method: 'POST', url: '/api/user/finalize-registration', token });
    expect(again.status).toBe(409);
    const edit = await save(token, 1, page1({ fullName: 'Someone Else' }));
    expect(edit.status).toBe(409);
    const data = await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
    expect(data.body.data.status).toBe('submitted');
    expect(data.body.data.editable).toEqual([]);
    expect(data.body.data.page1.fullName).toBe('Anjali Krishnan');
  });

  it('is refused while registrations are closed', async () => {
    const { token } = await createLoggedInUser(t);
    await t.call({ method: 'GET', url: '/api/reference/registration-options' });
    const { writeSetting } = await import('../../lib/settings.js');
    await writeSetting(t.ctx.db, 'registration.open', false, null, t.clock.now());
    try {
      const result = await save(token, 1, page1());
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('REGISTRATION_CLOSED');
      const options = await t.call({ method: 'GET', url: '/api/reference/registration-options' });
      expect(options.body.data.registrationsOpen).toBe(false);
    } finally {
      await writeSetting(t.ctx.db, 'registration.open', true, null, t.clock.now());
    }
  });
});

describe('registration options', () => {
  it('lists the districts, sports, the 21 disability types and the fee', async () => {
    const result = await t.call({ method: 'GET', url: '/api/reference/registration-options' });
    expect(result.status).toBe(200);
    expect(result.body.data.districts).toHaveLength(14);
    expect(result.body.data.districts).toContain('Wayanad');
    expect(result.body.data.disabilityTypes).toHaveLength(21);
    expect(result.body.data.sports.map((sport: { code: string }) => sport.code)).toContain('boccia');
    expect(result.body.data.feeRupees).toBe(500);
  });
});
