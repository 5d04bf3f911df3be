import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import {
  assistedAthlete,
  palakkadAndKollam,
  setDistrictCheck,
  takeOverAndSignIn,
  uploadAs,
} from '../../../test/district-fixtures.js';
import { createLoggedInUser, uniqueEmail } from '../../../test/factories.js';
import { jpegBytes, page1 } from '../../../test/registration-fixtures.js';

let t: TestContext;
let adminToken: string;
let palakkad: string;
let kollam: string;
beforeAll(async () => {
  ({ t, adminToken, palakkad, kollam } = await palakkadAndKollam());
});
afterAll(() => t.close());

const consentUrl = (userId: string) => `/api/district/athletes/${userId}/consent`;

describe('the consent form photographed at the camp', () => {
  it('is stored as a document of its own, shown to the secretary and the reviewer, and logged', async () => {
    const userId = await assistedAthlete(t, palakkad, 'Palakkad');
    const uploaded = await uploadAs(
      t,
      palakkad,
      consentUrl(userId),
      'consent_form',
      await jpegBytes(900, 1200),
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.data).toMatchObject({ kind: 'consent_form', contentType: 'image/jpeg' });
    expect(uploaded.body.data.url).toBe(
      `/api/district/athletes/${userId}/documents/${uploaded.body.data._id}`,
    );

    // Beside the registration, not among its documents (nor among what finalize asks for).
    const registration = await t.call({
      method: 'GET',
      url: `/api/district/athletes/${userId}`,
      token: palakkad,
    });
    expect(registration.body.data.documents.map((document: { kind: string }) => document.kind)).not.toContain(
      'consent_form',
    );
    const forSecretary = await t.call({
      method: 'GET',
      url: `/api/district/athletes/${userId}/assistance`,
      token: palakkad,
    });
    expect(forSecretary.body.data.consent).toMatchObject({
      _id: uploaded.body.data._id,
      kind: 'consent_form',
    });
    const file = await t.app.inject({
      method: 'GET',
      url: forSecretary.body.data.consent.url,
      headers: { 'access-token': palakkad },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const forReviewer = await t.call({
      method: 'GET',
      url: `/api/admin/registrations/${userId}/district-assistance`,
      token: adminToken,
    });
    expect(forReviewer.body.data.consent._id).toBe(uploaded.body.data._id);
    const reviewerFile = await t.app.inject({
      method: 'GET',
      url: forReviewer.body.data.consent.url,
      headers: { 'access-token': adminToken },
    });
    expect(reviewerFile.statusCode).toBe(200);

    const log = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${userId}&action=district.athlete.consent`,
      token: adminToken,
    });
    expect(log.body.data.items[0]).toMatchObject({
      actorName: 'Secretary of Palakkad',
      changes: { documentId: uploaded.body.data._id },
    });
  });

  it('refuses other kinds, other files, another district and a removed secretary, changing nothing', async () => {
    const userId = await assistedAthlete(t, palakkad, 'Palakkad', { submit: false });
    const photoAsConsent = await uploadAs(t, palakkad, consentUrl(userId), 'photo');
    expect(photoAsConsent.status).toBe(400);
    expect(photoAsConsent.body.code).toBe('DOCUMENT_KIND_UNKNOWN');
    // The registration's own upload route does not take a consent form either.
    const throughDocuments = await uploadAs(
      t,
      palakkad,
      `/api/district/athletes/${userId}/documents`,
      'consent_form',
    );
    expect(throughDocuments.status).toBe(400);
    const notAnImage = await uploadAs(t, palakkad, consentUrl(userId), 'consent_form', Buffer.from('hello'));
    expect(notAnImage.status).toBe(415);
    expect(notAnImage.body.success).toBe(false);
    const second = await uploadAs(t, palakkad, consentUrl(userId), 'consent_form', await jpegBytes(600, 800));
    expect(second.status).toBe(201);

    const foreign = await uploadAs(t, kollam, consentUrl(userId), 'consent_form');
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('ATHLETE_NOT_FOUND');
    expect(
      (await t.call({ method: 'GET', url: `/api/district/athletes/${userId}/assistance`, token: kollam }))
        .status,
    ).toBe(404);

    const former = await createLoggedInUser(t, { name: 'Former Secretary' });
    await t.call({
      method: 'POST',
      url: '/api/admin/district-secretaries',
      body: { email: former.user.email, districts: ['Palakkad'] },
      token: adminToken,
    });
    await t.call({
      method: 'DELETE',
      url: `/api/admin/district-secretaries/${former.user.id}`,
      token: adminToken,
    });
    const removed = await uploadAs(t, former.token, consentUrl(userId), 'consent_form');
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe('DISTRICT_SECRETARY_ONLY');

    const after = await t.call({
      method: 'GET',
      url: `/api/district/athletes/${userId}/assistance`,
      token: palakkad,
    });
    expect(after.body.data.consent._id).toBe(second.body.data._id);

    // An athlete who registered themselves: the district does not record their consent.
    const own = await createLoggedInUser(t);
    await t.call({
      method: 'POST',
      url: '/api/user/update-registration-page-1',
      body: page1({ address: { ...page1().address, district: 'Palakkad' } }),
      token: own.token,
    });
    expect((await uploadAs(t, palakkad, consentUrl(own.user.id), 'consent_form')).status).toBe(403);
  });
});

describe('the athlete’s page of what the district did for them', () => {
  it('lists each step with the secretary, the district and the date, once the account is theirs', async () => {
    await setDistrictCheck(t, adminToken, true);
    const userId = await assistedAthlete(t, palakkad, 'Palakkad', { name: 'Journey Athlete' });
    // The steps below each a minute apart (the fixture's own steps share one instant of the test clock).
    const later = () => t.clock.advance(60_000);
    later();
    await uploadAs(t, palakkad, consentUrl(userId), 'consent_form');
    later();
    const cash = await t.call({
      method: 'POST',
      url: `/api/district/athletes/${userId}/cash-fee`,
      body: {},
      token: palakkad,
    });
    expect(cash.status).toBe(201);
    later();
    await t.call({
      method: 'PUT',
      url: `/api/district/athletes/${userId}/check`,
      body: { recommendation: 'approve' },
      token: palakkad,
    });
    later();
    const token = await takeOverAndSignIn(t, palakkad, userId, uniqueEmail('journey'));
    const history = await t.call({ method: 'GET', url: '/api/user/assisted-history', token });
    expect(history.status).toBe(200);
    expect(history.body.data.assisted).toBe(true);
    expect(history.body.data.takenOverAt).not.toBeNull();
    const steps = history.body.data.steps as { action: string; detail: string; secretaryName: string }[];
    const actions = steps.map((step) => step.action);
    expect(actions.slice(0, 9).sort()).toEqual(
      [
        'register',
        'page1',
        'page2',
        'page3',
        'document',
        'document',
        'document',
        'document',
        'submit',
      ].sort(),
    );
    expect(actions.slice(9)).toEqual(['consent', 'cash_fee', 'check', 'takeover_code']);
    expect(steps.find((step) => step.action === 'cash_fee')?.detail).toBe(cash.body.data.receiptNumber);
    expect(steps.find((step) => step.action === 'check')?.detail).toBe('approve');
    expect(steps.every((step) => step.secretaryName === 'Secretary of Palakkad')).toBe(true);
    expect(history.body.data.steps[0].district).toBe('Palakkad');

    // An athlete who registered themselves has nothing to list.
    const own = await createLoggedInUser(t);
    const none = await t.call({ method: 'GET', url: '/api/user/assisted-history', token: own.token });
    expect(none.body.data).toEqual({ assisted: false, takenOverAt: null, steps: [] });
    expect((await t.call({ method: 'GET', url: '/api/user/assisted-history' })).status).toBe(401);
  });
});
