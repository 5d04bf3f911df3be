import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SECOND_ADMIN_EMAIL, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { pdfBytes } from '../../../test/registration-fixtures.js';
import { registrations } from '../../db/schema/registration.js';
import { auditEvents } from '../../db/schema/system.js';
import { adminToken } from '../competitions/test-support.js';
import {
  classedAthlete,
  multipartOf,
  pastCompetition,
  postMultipart,
  publishResults,
  selectionBody,
} from './test-support.js';

let t: TestContext;
let admin: string;
let secondAdmin: string;
let selectionId: string;
type Athlete = Awaited<ReturnType<typeof classedAthlete>>;
const a: Record<string, Athlete> = {};
let correctedFormId: string;

const STANDARDS = [
  { discipline: 'w100', sportClass: 'T44', gender: 'female', mark: '13.00' },
  { discipline: 'wlj', sportClass: 'T44', gender: 'female', mark: '5.00' },
  { discipline: 'whj', sportClass: 'T44', gender: 'female', mark: '1.35' },
  { discipline: 'wpen', sportClass: 'T44', gender: 'female', mark: '3000' },
];

const shortlist = async () => {
  const result = await t.call({
    method: 'GET',
    url: `/api/admin/selections/${selectionId}/shortlist`,
    token: admin,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data as {
    discipline: string;
    standard: string;
    athletes: {
      uid: string;
      best: string;
      meetsStandard: boolean;
      rank: number | null;
      notCounted: string | null;
      competition: string;
      date: string;
      round: string | null;
    }[];
    apart: { uid: string; reason: string }[];
  }[];
};
const group = async (discipline: string) => {
  const found = (await shortlist()).find((item) => item.discipline === discipline);
  if (!found) throw new Error(`no group ${discipline}`);
  return found;
};
const line = <T extends { uid: string }>(items: T[], who: Athlete) =>
  items.find((item) => item.uid === who.uid);
const audits = async (action: string) =>
  t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action));

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  await createUser(t, { email: SECOND_ADMIN_EMAIL, name: 'Ravi Ratifier' });
  secondAdmin = await loginAs(t, SECOND_ADMIN_EMAIL);
  for (const name of ['Asha', 'Bina', 'Chitra', 'Deepa', 'Esha', 'Ira', 'Kavya', 'Lata'])
    a[name] = await classedAthlete(t, {
      name: `${name} Nair`,
      district: name === 'Asha' ? 'Kollam' : 'Thrissur',
    });
  a.Farah = await classedAthlete(t, {
    name: 'Farah Khan',
    classStatus: 'review_fixed_date',
    reviewDate: '2027-01-15',
  });
  a.Gita = await classedAthlete(t, {
    name: 'Gita Rao',
    classStatus: 'review_fixed_date',
    reviewDate: '2027-03-01',
  });
  a.Hema = await classedAthlete(t, { name: 'Hema Pillai', dateOfBirth: '2012-05-01' });
  a.Nila = await classedAthlete(t, { name: 'Nila Menon' });
  a.Usha = await classedAthlete(t, { name: 'Usha Das', sportClass: 'T20' });
  const { Asha, Bina, Chitra, Deepa, Esha, Farah, Gita, Hema, Ira, Kavya, Lata, Nila, Usha } = a as Record<
    string,
    Athlete
  >;
  const july = await pastCompetition(t, admin, '2026-07-10', 'State Open July');
  await publishResults(t, admin, july, [
    `w100,${Asha?.uid},12.50,+1.0,,Final`,
    `w100,${Bina?.uid},12.80,+1.5,,Final`,
    `w100,${Chitra?.uid},12.20,+2.5,,Final`,
    `w100,${Deepa?.uid},12.30,,,Heat 1`,
    `w100,${Esha?.uid},13.40,0.0,,Final`,
    `w100,${Farah?.uid},12.60,+0.2,,Final`,
    `w100,${Gita?.uid},12.70,+0.1,,Final`,
    `w100,${Hema?.uid},12.90,+0.4,,Final`,
    `w100,${Ira?.uid},,,DQ,Final`,
    `w100,${Lata?.uid},12.95,+0.3,,Final`,
    `w100,${Nila?.uid},12.75,+0.6,,Final`,
    `w100,${Usha?.uid},12.10,+0.5,,Final`,
    `wlj,${Asha?.uid},5.10,+0.5,,`,
    `wlj,${Bina?.uid},4.80,+0.3,,`,
    `wlj,${Chitra?.uid},5.30,,,`,
    `whj,${Asha?.uid},1.40,,,`,
    `whj,${Bina?.uid},1.30,,,`,
    `wpen,${Asha?.uid},2800,,,`,
    `wpen,${Bina?.uid},3100,,,`,
  ]);
  correctedFormId = await pastCompetition(t, admin, '2026-09-01', 'State Open September');
  await publishResults(t, admin, correctedFormId, [`w100,${Kavya?.uid},12.90,+0.4,,Final`]);
  // Before the window: never counts, however good.
  const may = await pastCompetition(t, admin, '2026-05-01', 'State Open May');
  await publishResults(t, admin, may, [`w100,${Esha?.uid},12.00,+0.1,,Final`]);
  // Nila's registration is withdrawn from approval after her result was published.
  await t.ctx.db
    .update(registrations)
    .set({ status: 'submitted' })
    .where(eq(registrations.userId, Nila?.user.id as string));
  const created = await t.call({
    method: 'POST',
    url: '/api/admin/selections',
    token: admin,
    body: selectionBody({ placesByGender: { female: 3 }, minimumAge: 15 }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  selectionId = created.body.data._id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('standards', () => {
  it('refuses a mark that does not fit the discipline’s kind, naming the row and field, and keeps nothing', async () => {
    const refused = await t.call({
      method: 'PUT',
      url: `/api/admin/selections/${selectionId}/standards`,
      token: admin,
      body: {
        standards: [
          STANDARDS[0],
          { ...STANDARDS[1], mark: '1:05.30' },
          { ...STANDARDS[2], discipline: 'w999' },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('STANDARDS_INVALID');
    expect(Object.keys(refused.body.data.fields)).toEqual(['standards.1.mark', 'standards.2.discipline']);
    expect(refused.body.data.errors.map((issue: { row: number }) => issue.row)).toEqual([3, 4]);
    const detail = await t.call({ method: 'GET', url: `/api/admin/selections/${selectionId}`, token: admin });
    expect(detail.body.data.standards).toEqual([]);
  });

  it('reads a standards file with the same row-named errors as the list, keeping nothing', async () => {
    const file =
      'discipline,class,gender,mark\nw100,T44,female,13.00\nwlj,t44,F,five metres\nwhj,T44,x,1.35\n';
    const preview = await postMultipart(
      t,
      admin,
      `/api/admin/selections/${selectionId}/standards/preview`,
      multipartOf({}, { file: { name: 'standards.csv', bytes: Buffer.from(file) } }),
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(
      preview.body.data.checked.map((row: { discipline: string; mark: string }) => [
        row.discipline,
        row.mark,
      ]),
    ).toEqual([['w100', '13.00']]);
    expect(
      preview.body.data.errors.map((issue: { row: number; field: string }) => [issue.row, issue.field]),
    ).toEqual([
      [3, 'mark'],
      [4, 'gender'],
    ]);
  });

  it('saves the standards of each kind of mark', async () => {
    const saved = await t.call({
      method: 'PUT',
      url: `/api/admin/selections/${selectionId}/standards`,
      token: admin,
      body: { standards: STANDARDS },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.standards.map((row: { mark: string }) => row.mark)).toEqual([
      '13.00',
      '5.00',
      '1.35',
      '3000',
    ]);
    expect(await audits('selection.standards')).toHaveLength(1);
  });
});

describe('shortlist', () => {
  it('meets and misses the standard for a time, a distance, a height and points', async () => {
    const groups = await shortlist();
    const meets = (discipline: string, who: Athlete) =>
      line(groups.find((item) => item.discipline === discipline)?.athletes ?? [], who)?.meetsStandard;
    expect([meets('w100', a.Asha as Athlete), meets('w100', a.Esha as Athlete)]).toEqual([true, false]);
    expect([meets('wlj', a.Asha as Athlete), meets('wlj', a.Bina as Athlete)]).toEqual([true, false]);
    expect([meets('whj', a.Asha as Athlete), meets('whj', a.Bina as Athlete)]).toEqual([true, false]);
    expect([meets('wpen', a.Bina as Athlete), meets('wpen', a.Asha as Athlete)]).toEqual([true, false]);
  });

  it('ranks legal marks best first, says where each was made, and leaves out marks before the window and DQs', async () => {
    const w100 = await group('w100');
    expect(w100.standard).toBe('13.00');
    const ranked = w100.athletes
      .filter((item) => item.rank !== null)
      .map((item) => [item.uid, item.best, item.rank]);
    expect(ranked).toEqual([
      [a.Asha?.uid, '12.50', 1],
      [a.Gita?.uid, '12.70', 2],
      [a.Bina?.uid, '12.80', 3],
      [a.Kavya?.uid, '12.90', 4],
      [a.Lata?.uid, '12.95', 5],
      [a.Esha?.uid, '13.40', 6],
    ]);
    expect(line(w100.athletes, a.Asha as Athlete)).toMatchObject({
      competition: 'State Open July',
      date: '2026-07-10',
      round: 'Final',
    });
    expect(line(w100.athletes, a.Ira as Athlete)).toBeUndefined();
    // A class without a standard (T20) is no part of the T44 shortlist.
    expect(line(w100.athletes, a.Usha as Athlete)).toBeUndefined();
  });

  it('does not count a wind-assisted mark or one without a wind reading, and says why', async () => {
    const w100 = await group('w100');
    expect(line(w100.athletes, a.Chitra as Athlete)).toMatchObject({
      best: '12.20',
      meetsStandard: false,
      rank: null,
      notCounted: 'wind-over',
    });
    expect(line(w100.athletes, a.Deepa as Athlete)).toMatchObject({
      best: '12.30',
      meetsStandard: false,
      rank: null,
      notCounted: 'wind-missing',
    });
    const wlj = await group('wlj');
    expect(line(wlj.athletes, a.Chitra as Athlete)).toMatchObject({
      meetsStandard: false,
      notCounted: 'wind-missing',
    });
    // The high jump is not wind-measured: a mark without a reading counts.
    expect(line((await group('whj')).athletes, a.Asha as Athlete)).toMatchObject({
      meetsStandard: true,
      notCounted: null,
    });
  });

  it('shows apart a class status that lapses before the championship, an athlete under age and a registration not approved', async () => {
    const w100 = await group('w100');
    expect(w100.apart.map((item) => [item.uid, item.reason]).sort()).toEqual(
      [
        [a.Farah?.uid, 'class_status'],
        [a.Hema?.uid, 'under_age'],
        [a.Nila?.uid, 'not_approved'],
      ].sort(),
    );
    // A review date after the championship holds.
    expect(line(w100.athletes, a.Gita as Athlete)?.meetsStandard).toBe(true);
  });

  it('takes a published correction that makes a mark worse at once: the athlete no longer meets the standard', async () => {
    expect(line((await group('w100')).athletes, a.Kavya as Athlete)?.meetsStandard).toBe(true);
    await publishResults(
      t,
      admin,
      correctedFormId,
      [`w100,${a.Kavya?.uid},13.10,+0.4,,Final`],
      'Timing corrected',
    );
    const after = line((await group('w100')).athletes, a.Kavya as Athlete);
    expect(after).toMatchObject({ best: '13.10', meetsStandard: false });
  });
  it('counts a mark from another competition entered with its proof, read and judged as the state’s', async () => {
    const add = (body: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: `/api/admin/selections/${selectionId}/marks`,
        token: admin,
        body: {
          uid: a.Esha?.uid,
          discipline: 'wlj',
          competition: 'South Zone Para Athletics',
          date: '2026-10-05',
          proof: 'https://example.in/south-zone-2026/results.pdf',
          ...body,
        },
      });
    const outside = await add({ mark: '5.40', wind: '+0.5', date: '2026-05-20' });
    expect(outside.status).toBe(400);
    expect(Object.keys(outside.body.data.fields)).toEqual(['date']);
    const unreadable = await add({ mark: '12.80.1' });
    expect(Object.keys(unreadable.body.data.fields)).toEqual(['mark']);
    expect((await add({ mark: '5.20' })).status).toBe(201);
    expect(line((await group('wlj')).athletes, a.Esha as Athlete)).toMatchObject({
      best: '5.20',
      external: true,
      meetsStandard: false,
      notCounted: 'wind-missing',
    });
    expect((await add({ mark: '5.05', wind: '+1.0' })).status).toBe(201);
    expect(line((await group('wlj')).athletes, a.Esha as Athlete)).toMatchObject({
      best: '5.05',
      external: true,
      competition: 'South Zone Para Athletics',
      meetsStandard: true,
      rank: 2,
    });
  });
});

describe('nomination and ratification', () => {
  const nominate = (token: string, athletes: { uid?: string; discipline: string; reason?: string }[]) =>
    t.call({
      method: 'POST',
      url: `/api/admin/selections/${selectionId}/nomination`,
      token,
      body: { athletes },
    });

  it('refuses an athlete not on the shortlist, naming the line', async () => {
    const refused = await nominate(admin, [
      { uid: a.Asha?.uid, discipline: 'w100' },
      { uid: a.Farah?.uid, discipline: 'w100' },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NOT_ON_SHORTLIST');
    expect(Object.keys(refused.body.data.fields)).toEqual(['athletes.1.uid']);
  });

  it('asks a reason for a choice out of ranking order or short of the standard', async () => {
    const passedOver = await nominate(admin, [
      { uid: a.Asha?.uid, discipline: 'w100' },
      { uid: a.Bina?.uid, discipline: 'w100' },
    ]);
    expect(passedOver.status).toBe(400);
    expect(passedOver.body.code).toBe('NOMINATION_REASON_REQUIRED');
    expect(Object.keys(passedOver.body.data.fields)).toEqual(['athletes.1.reason']);
    const windy = await nominate(admin, [{ uid: a.Chitra?.uid, discipline: 'w100' }]);
    expect(windy.body.code).toBe('NOMINATION_REASON_REQUIRED');
  });

  it('refuses more athletes than the places (in all and per gender)', async () => {
    const four = ['Asha', 'Gita', 'Bina', 'Lata'].map((name) => ({ uid: a[name]?.uid, discipline: 'w100' }));
    const refused = await nominate(admin, four);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PLACES_EXCEEDED');
    expect(refused.body.data).toMatchObject({ places: 3, gender: 'female' });
    const detail = await t.call({ method: 'GET', url: `/api/admin/selections/${selectionId}`, token: admin });
    expect(detail.body.data.status).toBe('draft');
    expect(detail.body.data.nominations).toEqual([]);
  });

  it('the one who nominated cannot ratify; another administrator ratifies once; both are in the audit log', async () => {
    const nominated = await nominate(admin, [
      { uid: a.Asha?.uid, discipline: 'w100' },
      { uid: a.Asha?.uid, discipline: 'wlj' },
      { uid: a.Gita?.uid, discipline: 'w100' },
    ]);
    expect(nominated.status, JSON.stringify(nominated.body)).toBe(200);
    expect(nominated.body.data.status).toBe('nominated');
    const own = await t.call({
      method: 'POST',
      url: `/api/admin/selections/${selectionId}/ratify`,
      token: admin,
    });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('OWN_NOMINATION');
    const mailsBefore = t.mailbox.countFor(String(a.Asha?.user.email).toLowerCase());
    const ratified = await t.call({
      method: 'POST',
      url: `/api/admin/selections/${selectionId}/ratify`,
      token: secondAdmin,
    });
    expect(ratified.status, JSON.stringify(ratified.body)).toBe(200);
    expect(ratified.body.data.ratifiedBy.name).toBe('Ravi Ratifier');
    const again = await t.call({
      method: 'POST',
      url: `/api/admin/selections/${selectionId}/ratify`,
      token: secondAdmin,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_RATIFIED');
    expect((await audits('selection.nominate')).length).toBe(1);
    expect((await audits('selection.ratify')).length).toBe(1);
    const mail = await t.mailbox.waitFor(String(a.Asha?.user.email).toLowerCase(), mailsBefore);
    expect(mail.subject).toContain('National Para Athletics Championship 2027');
  });
});

describe('invitations', () => {
  const respond = (who: Athlete, accept: boolean) =>
    t.call({
      method: 'POST',
      url: `/api/user/selections/${selectionId}/respond`,
      token: who.token,
      body: { accept },
    });

  it('an athlete accepts by the date, once', async () => {
    const accepted = await respond(a.Asha as Athlete, true);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    const twice = await respond(a.Asha as Athlete, false);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('INVITATION_CLOSED');
  });

  it('a decline offers the place to the next athlete who meets the standard, and says so in the audit log', async () => {
    const invitations = await t.call({
      method: 'GET',
      url: '/api/user/selections',
      token: a.Gita?.token as string,
    });
    expect(invitations.body.data[0]).toMatchObject({ _id: selectionId, status: 'invited' });
    const declined = await respond(a.Gita as Athlete, false);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data.status).toBe('declined');
    const rolled = await audits('selection.place_rolled_down');
    expect(rolled.map((row) => row.changes)).toEqual([
      { from: a.Gita?.uid, to: a.Bina?.uid, discipline: 'w100', why: 'declined' },
    ]);
    const bina = await t.call({ method: 'GET', url: '/api/user/selections', token: a.Bina?.token as string });
    expect(bina.body.data[0]).toMatchObject({ status: 'invited', disciplines: [{ key: 'w100' }] });
  });

  it('an invitation not answered by its date lapses, the place rolls on, and a late answer is refused', async () => {
    t.clock.advance(8 * 86_400_000);
    const detail = await t.call({ method: 'GET', url: `/api/admin/selections/${selectionId}`, token: admin });
    const statuses = Object.fromEntries(
      detail.body.data.nominations.map((row: { uid: string; invitation: string }) => [
        row.uid,
        row.invitation,
      ]),
    );
    expect(statuses).toMatchObject({ [a.Bina?.uid as string]: 'lapsed', [a.Lata?.uid as string]: 'invited' });
    const late = await respond(a.Bina as Athlete, true);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('INVITATION_CLOSED');
  });
});

describe('the team and what leaves the portal', () => {
  let guideForm: Record<string, string>;

  it('an athlete who accepted is in the team', async () => {
    const team = await t.call({
      method: 'GET',
      url: `/api/admin/selections/${selectionId}/team`,
      token: admin,
    });
    expect(team.body.data.members).toMatchObject([
      {
        role: 'athlete',
        uid: a.Asha?.uid,
        disciplines: ["Women's 100 m", "Women's long jump"],
        missingDocuments: ['medical_fitness'],
      },
    ]);
    guideForm = {
      role: 'guide',
      name: 'Manoj Guide',
      phone: '9847011111',
      athleteUid: a.Asha?.uid as string,
      diet: 'Vegetarian',
    };
  });

  it('refuses a support person without the role’s documents, or going with nobody in the team, and keeps nothing', async () => {
    const url = `/api/admin/selections/${selectionId}/team`;
    const noDocument = await postMultipart(t, admin, url, multipartOf(guideForm));
    expect(noDocument.status).toBe(400);
    expect(noDocument.body.code).toBe('TEAM_DOCUMENT_MISSING');
    expect(Object.keys(noDocument.body.data.fields)).toEqual(['medical_fitness']);
    const stranger = await postMultipart(
      t,
      admin,
      url,
      multipartOf(
        { ...guideForm, athleteUid: a.Esha?.uid as string },
        { medical_fitness: { name: 'fit.pdf', bytes: pdfBytes() } },
      ),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.code).toBe('TEAM_ATHLETE_UNKNOWN');
    const team = await t.call({ method: 'GET', url, token: admin });
    expect(team.body.data.members).toHaveLength(1);
  });

  it('adds a guide with the fitness document; the entry file, the public page and the district see the team', async () => {
    const added = await postMultipart(
      t,
      admin,
      `/api/admin/selections/${selectionId}/team`,
      multipartOf(guideForm, { medical_fitness: { name: 'fitness.pdf', bytes: pdfBytes() } }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({
      role: 'guide',
      goesWith: { uid: a.Asha?.uid },
      missingDocuments: [],
    });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/selections/${selectionId}/entry-file?format=csv`,
      headers: { 'access-token': admin },
    });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'UID,Name,Date of birth,Gender,Sport class,Class status,Event,Event name,Best mark,Where,Date,Guide',
    );
    expect(lines.slice(1)).toEqual([
      `${a.Asha?.uid},Asha Nair,1998-04-12,female,T44,confirmed,w100,Women's 100 m,12.50,State Open July,2026-07-10,Manoj Guide`,
      `${a.Asha?.uid},Asha Nair,1998-04-12,female,T44,confirmed,wlj,Women's long jump,5.10,State Open July,2026-07-10,Manoj Guide`,
    ]);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/selections/${selectionId}/entry-file?format=xlsx`,
      headers: { 'access-token': admin },
    });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/selections/${selectionId}/team.pdf`,
      headers: { 'access-token': admin },
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const page = await t.call({ method: 'GET', url: `/api/teams/${selectionId}` });
    expect(page.status).toBe(200);
    expect(page.body.data.athletes).toEqual([
      {
        name: 'Asha Nair',
        district: 'Kollam',
        sportClass: 'T44',
        disciplines: [
          { name: "Women's 100 m", nameHi: 'महिला 100 मी' },
          { name: "Women's long jump", nameHi: '' },
        ],
        guide: 'Manoj Guide',
      },
    ]);
    expect(JSON.stringify(page.body.data)).not.toContain('9847011111');

    const secretary = await createUser(t, { name: 'Kollam Secretary' });
    const appointed = await t.call({
      method: 'POST',
      url: '/api/admin/district-secretaries',
      token: admin,
      body: { email: secretary.email, districts: ['Kollam'] },
    });
    expect(appointed.status).toBe(200);
    const seen = await t.call({
      method: 'GET',
      url: '/api/district/selections',
      token: await loginAs(t, secretary.email),
    });
    expect(
      seen.body.data.items.map((item: { uid: string; invitation: string }) => [item.uid, item.invitation]),
    ).toEqual([[a.Asha?.uid, 'accepted']]);
  });
});
