import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SECOND_ADMIN_EMAIL, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { pdfBytes } from '../../../test/registration-fixtures.js';
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

/**
 * The team's championship accreditation cards (decision 40): issued by an administrator, downloaded by
 * the athlete and by their district's secretary only, checked by anyone, and failing the check once the
 * member is taken off the team.
 */

let t: TestContext;
let admin: string;
let selectionId: string;
type Athlete = Awaited<ReturnType<typeof classedAthlete>>;
let asha: Athlete;
let bina: Athlete;
let kollamSecretary: string;
let thrissurSecretary: string;

interface Member {
  _id: string;
  role: string;
  uid: string | null;
  card: { _id: string; number: string; version: number; status: string; verifyUrl: string } | null;
}

const teamUrl = () => `/api/admin/selections/${selectionId}/team`;
const members = async () => {
  const team = await t.call({ method: 'GET', url: teamUrl(), token: admin });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  return team.body.data.members as Member[];
};
const memberOf = async (who: Athlete) => {
  const found = (await members()).find((member) => member.uid === who.uid);
  if (!found) throw new Error(`${who.uid} is not in the team`);
  return found;
};
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { 'access-token': token } : {} });
const tokenOf = (verifyUrl: string) => verifyUrl.split('/').at(-1) as string;
const check = async (verifyUrl: string) => {
  const result = await t.call({ method: 'GET', url: `/api/accreditation/verify/${tokenOf(verifyUrl)}` });
  return result.body.data as { status: string; competition: { title: string }; name: string; role: string };
};
async function secretaryOf(district: string) {
  const secretary = await createUser(t, { name: `${district} Secretary` });
  const appointed = await t.call({
    method: 'POST',
    url: '/api/admin/district-secretaries',
    token: admin,
    body: { email: secretary.email, districts: [district] },
  });
  expect(appointed.status).toBe(200);
  return loginAs(t, secretary.email);
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  await createUser(t, { email: SECOND_ADMIN_EMAIL, name: 'Ravi Ratifier' });
  const secondAdmin = await loginAs(t, SECOND_ADMIN_EMAIL);
  asha = await classedAthlete(t, { name: 'Asha Nair', district: 'Kollam' });
  bina = await classedAthlete(t, { name: 'Bina Nair', district: 'Thrissur' });
  const july = await pastCompetition(t, admin, '2026-07-10', 'State Open July');
  await publishResults(t, admin, july, [
    `w100,${asha.uid},12.50,+1.0,,Final`,
    `w100,${bina.uid},12.80,+1.5,,Final`,
  ]);
  const created = await t.call({
    method: 'POST',
    url: '/api/admin/selections',
    token: admin,
    body: selectionBody(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  selectionId = created.body.data._id;
  const standards = await t.call({
    method: 'PUT',
    url: `/api/admin/selections/${selectionId}/standards`,
    token: admin,
    body: { standards: [{ discipline: 'w100', sportClass: 'T44', gender: 'female', mark: '13.00' }] },
  });
  expect(standards.status, JSON.stringify(standards.body)).toBe(200);
  const nominated = await t.call({
    method: 'POST',
    url: `/api/admin/selections/${selectionId}/nomination`,
    token: admin,
    body: {
      athletes: [
        { uid: asha.uid, discipline: 'w100' },
        { uid: bina.uid, discipline: 'w100' },
      ],
    },
  });
  expect(nominated.status, JSON.stringify(nominated.body)).toBe(200);
  const ratified = await t.call({
    method: 'POST',
    url: `/api/admin/selections/${selectionId}/ratify`,
    token: secondAdmin,
  });
  expect(ratified.status, JSON.stringify(ratified.body)).toBe(200);
  for (const who of [asha, bina]) {
    const accepted = await t.call({
      method: 'POST',
      url: `/api/user/selections/${selectionId}/respond`,
      token: who.token,
      body: { accept: true },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  }
  const guide = await postMultipart(
    t,
    admin,
    teamUrl(),
    multipartOf(
      { role: 'guide', name: 'Manoj Guide', phone: '9847011111', athleteUid: asha.uid },
      { medical_fitness: { name: 'fitness.pdf', bytes: pdfBytes() } },
    ),
  );
  expect(guide.status, JSON.stringify(guide.body)).toBe(201);
  kollamSecretary = await secretaryOf('Kollam');
  thrissurSecretary = await secretaryOf('Thrissur');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the team’s accreditation cards', () => {
  it('an administrator issues one member’s card, then the rest at once, each once; both audited', async () => {
    const one = await memberOf(asha);
    const issued = await t.call({ method: 'POST', url: `${teamUrl()}/${one._id}/card`, token: admin });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data.card).toMatchObject({ status: 'valid', version: 1 });
    expect((await members()).filter((member) => member.card !== null)).toHaveLength(1);

    const all = await t.call({ method: 'POST', url: `${teamUrl()}/cards`, token: admin });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const cards = (all.body.data.members as Member[]).map((member) => member.card);
    expect(cards.every((card) => card?.status === 'valid')).toBe(true);
    expect(new Set(cards.map((card) => card?.number)).size).toBe(3);
    // Issuing again adds nobody twice and keeps the first card as it was.
    const again = await t.call({ method: 'POST', url: `${teamUrl()}/cards`, token: admin });
    expect((again.body.data.members as Member[]).map((member) => member.card)).toEqual(cards);
    const audited = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'accreditation.issue'));
    expect(audited.map((row) => (row.changes as { numbers: string[] }).numbers.length)).toEqual([1, 2, 0]);
  });

  it('anyone checks a card by its code: valid for the championship, with the card’s role', async () => {
    const guide = (await members()).find((member) => member.role === 'guide');
    const checked = await check(guide?.card?.verifyUrl as string);
    expect(checked).toMatchObject({
      status: 'valid',
      competition: { title: 'National Para Athletics Championship 2027' },
      name: 'Manoj Guide',
      role: 'guide',
    });
  });

  it('the administrator downloads a card and the team’s sheet as PDFs', async () => {
    const member = await memberOf(asha);
    const card = await get(`${teamUrl()}/${member._id}/card.pdf`, admin);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sheet = await get(`${teamUrl()}/cards.pdf`, admin);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an athlete sees and downloads their own card; another athlete’s is not found', async () => {
    const mine = await t.call({ method: 'GET', url: '/api/user/accreditation-cards', token: asha.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject([
      {
        competition: { title: 'National Para Athletics Championship 2027', startDate: '2027-02-10' },
        card: { source: 'holder', role: 'athlete', uid: asha.uid, status: 'valid' },
      },
    ]);
    const cardId = mine.body.data[0].card._id as string;
    const own = await get(`/api/user/accreditation-cards/${cardId}/card.pdf`, asha.token);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stolen = await get(`/api/user/accreditation-cards/${cardId}/card.pdf`, bina.token);
    expect(stolen.statusCode).toBe(404);
    // An athlete is not an administrator: the team's routes are closed to them.
    const member = await memberOf(asha);
    expect((await get(`${teamUrl()}/${member._id}/card.pdf`, bina.token)).statusCode).toBe(403);
    const issue = await t.call({ method: 'POST', url: `${teamUrl()}/cards`, token: bina.token });
    expect(issue.status).toBe(403);
  });

  it('a district secretary downloads their district’s athletes’ and guides’ cards only', async () => {
    const listed = await t.call({
      method: 'GET',
      url: '/api/district/selections/cards',
      token: kollamSecretary,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Asha Nair',
      'Manoj Guide',
    ]);
    const ashaMember = await memberOf(asha);
    const binaMember = await memberOf(bina);
    const districtUrl = (memberId: string) =>
      `/api/district/selections/${selectionId}/team/${memberId}/card.pdf`;
    const own = await get(districtUrl(ashaMember._id), kollamSecretary);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(districtUrl(binaMember._id), kollamSecretary)).statusCode).toBe(404);
    expect((await get(districtUrl(ashaMember._id), thrissurSecretary)).statusCode).toBe(404);
    // The right member under another selection's address is not found either.
    const elsewhere = `/api/district/selections/${binaMember._id}/team/${ashaMember._id}/card.pdf`;
    expect((await get(elsewhere, kollamSecretary)).statusCode).toBe(404);
    // An athlete is no secretary.
    expect((await get(districtUrl(ashaMember._id), asha.token)).statusCode).toBe(403);
  });

  it('a member taken off the team: their card stops checking as valid, and cannot be issued again', async () => {
    const member = await memberOf(bina);
    const verifyUrl = member.card?.verifyUrl as string;
    expect((await check(verifyUrl)).status).toBe('valid');
    const removed = await t.call({
      method: 'POST',
      url: `${teamUrl()}/${member._id}/remove`,
      token: admin,
      body: { reason: 'Injured in training' },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body.data.members as Member[]).some((item) => item._id === member._id)).toBe(false);
    expect((await check(verifyUrl)).status).toBe('revoked');
    const mine = await t.call({ method: 'GET', url: '/api/user/accreditation-cards', token: bina.token });
    expect(mine.body.data[0].card).toMatchObject({
      status: 'revoked',
      revokeReason: 'Taken off the team: Injured in training',
    });
    const reissued = await t.call({ method: 'POST', url: `${teamUrl()}/${member._id}/card`, token: admin });
    expect(reissued.status).toBe(404);
    expect(reissued.body.code).toBe('TEAM_MEMBER_NOT_FOUND');
  });

  it('a reprinted card’s older print answers replaced', async () => {
    const member = await memberOf(asha);
    const before = member.card?.verifyUrl as string;
    const reprinted = await t.call({
      method: 'POST',
      url: `/api/admin/accreditation/cards/${member.card?._id}/reprint`,
      token: admin,
    });
    expect(reprinted.status, JSON.stringify(reprinted.body)).toBe(200);
    expect((await check(before)).status).toBe('replaced');
    expect((await check(reprinted.body.data.verifyUrl)).status).toBe('valid');
  });

  it('refuses a removal without a reason, in the envelope', async () => {
    const member = await memberOf(asha);
    const refused = await t.call({
      method: 'POST',
      url: `${teamUrl()}/${member._id}/remove`,
      token: admin,
      body: { reason: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });
});
