import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { entries } from '../../db/schema/competitions.js';
import { users } from '../../db/schema/users.js';
import { adminToken, approvedAthlete, createForm, formBody, publishedEvent, submit } from './test-support.js';

// The server decides who may enter, on every submit: each rule is refused with its own code and the
// field at fault, and a refusal changes nothing.
let t: TestContext;
let admin: string;
let eventId: string;
let openFormId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  eventId = (await publishedEvent(t, '2027-01-15')).id;
  openFormId = (
    await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        disciplines: [
          { key: 'w100', name: "Women's 100 m", sport: 'athletics', gender: 'female', classes: ['T42-T47'] },
          { key: 'm100', name: "Men's 100 m", sport: 'athletics', gender: 'male', classes: ['T42-T47'] },
          {
            key: 'u20',
            name: 'Under-20 200 m',
            sport: 'athletics',
            gender: 'any',
            classes: [],
            minAge: 20,
            maxAge: 20,
          },
          { key: 'swim', name: '50 m freestyle', sport: 'swimming', gender: 'any', classes: [] },
        ],
      }),
    )
  )._id;
});
afterAll(() => t.close());

const entryCount = async (userId: string) =>
  (await t.ctx.db.select().from(entries).where(eq(entries.userId, userId))).length;

async function expectRefused(
  athlete: { user: { id: string }; token: string },
  disciplines: string[],
  status: number,
  code: string,
  formId = openFormId,
) {
  const result = await submit(t, athlete.token, formId, disciplines);
  expectErrorEnvelope(result, status);
  expect(result.body.code).toBe(code);
  expect(Object.keys(result.body.data.fields)).toEqual(['disciplines']);
  expect(await entryCount(athlete.user.id)).toBe(0);
  return result;
}

describe('every eligibility rule, refused with its reason', () => {
  it('refuses an athlete whose registration is not approved', async () => {
    await expectRefused(
      await approvedAthlete(t, { approved: false }),
      ['w100'],
      403,
      'REGISTRATION_NOT_APPROVED',
    );
  });

  it('refuses a blocked athlete', async () => {
    const athlete = await approvedAthlete(t);
    await t.ctx.db
      .update(users)
      .set({ blockedAt: t.clock.now(), blockedReason: 'test' })
      .where(eq(users.id, athlete.user.id));
    const result = await submit(t, athlete.token, openFormId, ['w100']);
    expectErrorEnvelope(result, 403);
    expect(await entryCount(athlete.user.id)).toBe(0);
  });

  it('refuses the other gender', async () => {
    const result = await expectRefused(
      await approvedAthlete(t, { gender: 'male' }),
      ['w100'],
      403,
      'GENDER_NOT_ELIGIBLE',
    );
    expect(result.body.data.discipline).toBe('w100');
  });

  it('refuses a class outside the discipline’s classes', async () => {
    const athlete = await approvedAthlete(t, {
      sports: [{ sport: 'athletics', sportClass: 'T37', classStatus: 'confirmed' }],
    });
    const result = await expectRefused(athlete, ['w100'], 403, 'CLASS_NOT_ELIGIBLE');
    expect(result.body.data.discipline).toBe('w100');
  });

  it('refuses an athlete not registered in the discipline’s sport', async () => {
    await expectRefused(await approvedAthlete(t), ['swim'], 403, 'SPORT_NOT_REGISTERED');
  });

  it('refuses an unclassified athlete unless the form allows them', async () => {
    const sports = [{ sport: 'athletics', classStatus: 'not_classified' as const }];
    await expectRefused(await approvedAthlete(t, { sports }), ['w100'], 403, 'NOT_CLASSIFIED');
    const allowing = await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), { allowUnclassified: true }),
    );
    const athlete = await approvedAthlete(t, { sports });
    expect((await submit(t, athlete.token, allowing._id, ['w100'])).status).toBe(201);
  });

  it('counts age on the competition’s first day', async () => {
    // 20 on 15 January 2027 when born on 15 January 2007; 19 when born a day later.
    await expectRefused(
      await approvedAthlete(t, { dateOfBirth: '2007-01-16' }),
      ['u20'],
      403,
      'AGE_NOT_ELIGIBLE',
    );
    await expectRefused(
      await approvedAthlete(t, { dateOfBirth: '2006-01-14' }),
      ['u20'],
      403,
      'AGE_NOT_ELIGIBLE',
    );
    const twenty = await approvedAthlete(t, { dateOfBirth: '2007-01-15' });
    expect((await submit(t, twenty.token, openFormId, ['u20'])).status).toBe(201);
  });

  it('refuses before the window opens and after it closes, and takes late entries with the surcharge', async () => {
    const now = t.clock.now().getTime();
    const upcoming = await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        opensAt: new Date(now + 24 * HOUR).toISOString(),
        closesAt: new Date(now + 48 * HOUR).toISOString(),
      }),
    );
    await expectRefused(await approvedAthlete(t), ['w100'], 409, 'FORM_NOT_YET_OPEN', upcoming._id);
    const closed = await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        opensAt: new Date(now - 48 * HOUR).toISOString(),
        closesAt: new Date(now - 24 * HOUR).toISOString(),
      }),
    );
    await expectRefused(await approvedAthlete(t), ['w100'], 409, 'FORM_CLOSED', closed._id);
    const late = await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        opensAt: new Date(now - 48 * HOUR).toISOString(),
        closesAt: new Date(now - 1 * HOUR).toISOString(),
        lateUntil: new Date(now + 24 * HOUR).toISOString(),
        feePaise: 20_000,
        lateFeePaise: 5_000,
      }),
    );
    const result = await submit(t, (await approvedAthlete(t)).token, late._id, ['w100']);
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ status: 'pending_payment', amountPaise: 25_000, late: true });
  });

  it('refuses more disciplines than allowed, an unknown discipline, and a second entry', async () => {
    const limited = await createForm(t, admin, formBody(eventId, t.clock.now(), { maxDisciplines: 1 }));
    const athlete = await approvedAthlete(t, { dateOfBirth: '2007-01-15' });
    const many = await submit(t, athlete.token, limited._id, ['w100', 'm100']);
    expectErrorEnvelope(many, 400);
    expect(many.body.code).toBe('TOO_MANY_DISCIPLINES');
    expect(many.body.data.maxDisciplines).toBe(1);
    const unknown = await submit(t, athlete.token, limited._id, ['relay']);
    expect(unknown.body.code).toBe('DISCIPLINE_UNKNOWN');
    expect(unknown.body.data.fields).toHaveProperty('disciplines');
    expect(await entryCount(athlete.user.id)).toBe(0);

    const first = await submit(t, athlete.token, limited._id, ['w100']);
    expect(first.status).toBe(201);
    const again = await submit(t, athlete.token, limited._id, ['w100']);
    expectErrorEnvelope(again, 409);
    expect(again.body.code).toBe('ALREADY_ENTERED');
    expect(again.body.data.entryId).toBe(first.body.data._id);
  });

  it('checks the answers with the form’s own validator, naming the answer at fault', async () => {
    const form = await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        fields: [
          {
            key: 'shirt',
            label: 'T-shirt size',
            type: 'single_choice',
            required: true,
            options: [
              { value: 's', label: 'S' },
              { value: 'm', label: 'M' },
            ],
          },
          { key: 'events_done', label: 'Meets this year', type: 'number', required: false },
        ],
      }),
    );
    const athlete = await approvedAthlete(t);
    const missing = await submit(t, athlete.token, form._id, ['w100'], {});
    expectErrorEnvelope(missing, 400);
    expect(missing.body.data.fields).toHaveProperty('answers.shirt');
    const wrongType = await submit(t, athlete.token, form._id, ['w100'], { shirt: 'm', events_done: 'many' });
    expectErrorEnvelope(wrongType, 400);
    expect(wrongType.body.data.fields).toHaveProperty('answers.events_done');
    expect(await entryCount(athlete.user.id)).toBe(0);
    const ok = await submit(t, athlete.token, form._id, ['w100'], {
      shirt: 'm',
      events_done: 3,
      ignored: 'x',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.answers).toEqual({ shirt: 'm', events_done: 3 });
  });

  it('confirms a free entry at once and marks a paid one awaiting payment', async () => {
    const free = await submit(t, (await approvedAthlete(t)).token, openFormId, ['w100']);
    expect(free.status).toBe(201);
    expect(free.body.data).toMatchObject({
      status: 'confirmed',
      amountPaise: 0,
      disciplines: [{ key: 'w100', status: 'entered' }],
    });
    const paidForm = await createForm(t, admin, formBody(eventId, t.clock.now(), { feePaise: 30_000 }));
    const paid = await submit(t, (await approvedAthlete(t)).token, paidForm._id, ['w100']);
    expect(paid.body.data).toMatchObject({ status: 'pending_payment', amountPaise: 30_000, late: false });
  });
});

describe('what the athlete is shown', () => {
  it('lists forms with each discipline’s eligibility and reason, and the profile from the registration', async () => {
    const athlete = await approvedAthlete(t, {
      sports: [{ sport: 'athletics', sportClass: 'T37', classStatus: 'confirmed' }],
    });
    const list = await t.call({ method: 'GET', url: '/api/forms', token: athlete.token });
    expect(list.status).toBe(200);
    const form = list.body.data.find((item: { _id: string }) => item._id === openFormId);
    expect(form.phase).toBe('open');
    expect(form.competitionFirstDay).toBe('2027-01-15');
    const byKey = Object.fromEntries(form.disciplines.map((item: { key: string }) => [item.key, item]));
    expect(byKey.w100).toMatchObject({ eligible: false, reason: 'CLASS_NOT_ELIGIBLE' });
    expect(byKey.m100).toMatchObject({ eligible: false, reason: 'GENDER_NOT_ELIGIBLE' });
    expect(byKey.swim).toMatchObject({ eligible: false, reason: 'SPORT_NOT_REGISTERED' });

    const one = await t.call({ method: 'GET', url: `/api/forms/${openFormId}`, token: athlete.token });
    expect(one.body.data._id).toBe(openFormId);

    const profile = await t.call({ method: 'GET', url: '/api/profile', token: athlete.token });
    expect(profile.body.data).toMatchObject({
      uid: athlete.user.uid,
      gender: 'female',
      district: 'Ernakulam',
      registrationApproved: true,
      sports: [{ sport: 'athletics', sportClass: 'T37', classStatus: 'confirmed' }],
    });
  });

  it('never shows a draft form to athletes', async () => {
    const draft = await createForm(t, admin, formBody(eventId, t.clock.now(), { status: 'draft' }));
    const athlete = await approvedAthlete(t);
    const list = await t.call({ method: 'GET', url: '/api/forms', token: athlete.token });
    expect(list.body.data.map((item: { _id: string }) => item._id)).not.toContain(draft._id);
    expectErrorEnvelope(
      await t.call({ method: 'GET', url: `/api/forms/${draft._id}`, token: athlete.token }),
      404,
    );
    expectErrorEnvelope(await submit(t, athlete.token, draft._id, ['w100']), 404);
  });
});
