import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { qrTextsInPdf } from '../../../test/pdf-qr.js';
import { auditEvents } from '../../db/schema/system.js';
import { pdfText } from '../certificates/test-support.js';
import {
  approvedAthlete,
  competitionsContext,
  createForm,
  formBody,
  submit,
} from '../competitions/test-support.js';
import { addStaff, jpegBytes, tokenOf } from './test-support.js';

let t: TestContext;
let admin: string;
let formId: string;
let otherFormId: string;
let eventId: string;

const escortField = { key: 'guide', label: 'Guide or escort', type: 'escort', required: false } as const;

beforeAll(async () => {
  const setup = await competitionsContext();
  t = setup.t;
  admin = setup.admin;
  eventId = setup.eventId;
  const now = t.clock.now();
  formId = (await createForm(t, admin, formBody(eventId, now, { fields: [escortField] })))._id;
  otherFormId = (await createForm(t, admin, formBody(eventId, now)))._id;
});
afterAll(() => t.close());

const listCards = (id = formId) =>
  t.call({ method: 'GET', url: `/api/admin/accreditation/forms/${id}/cards`, token: admin });
const check = (token: string) => t.call({ method: 'GET', url: `/api/accreditation/verify/${token}` });
/** The photo a print's QR code would show at the gate (asked for directly, as anyone holding the token can). */
const photo = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/accreditation/verify/${token}/photo` })).statusCode;

describe('who gets a card', () => {
  it('draws a card for each athlete with a settled place and for the guide named in the entry', async () => {
    const runner = await approvedAthlete(t, { name: 'Anjali Krishnan' });
    const guided = await approvedAthlete(t, { name: 'Bindu Thomas' });
    const withdrawn = await approvedAthlete(t, { name: 'Chitra Nair' });
    expect((await submit(t, runner.token, formId, ['w100'])).status).toBe(201);
    const guide = { name: 'Deepa Guide', phone: '9847012399', relation: 'Guide runner' };
    expect((await submit(t, guided.token, formId, ['w100'], { guide })).status).toBe(201);
    const entered = await submit(t, withdrawn.token, formId, ['w100']);
    expect(entered.status).toBe(201);
    // The card drawn while the entry held its place is revoked once it no longer does.
    expect((await listCards()).body.data.cards).toHaveLength(4);
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${entered.body.data._id}/withdraw`,
      token: withdrawn.token,
      body: { reason: 'Injured' },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);

    const list = await listCards();
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const all = list.body.data.cards as { name: string; source: string; status: string; zones: string[] }[];
    expect(all.find((card) => card.name === 'Chitra Nair')?.status).toBe('revoked');
    const cards = all.filter((card) => card.status === 'valid');
    expect(cards.map((card) => `${card.source}:${card.name}`).sort()).toEqual([
      'athlete:Anjali Krishnan',
      'athlete:Bindu Thomas',
      'guide:Deepa Guide',
    ]);
    const athleteCard = cards.find((card) => card.name === 'Anjali Krishnan')!;
    expect(athleteCard.zones).toEqual(['field_of_play', 'call_room', 'athletes_area', 'warm_up']);
    expect(list.body.data.competition).toMatchObject({ formId, startDate: '2027-01-15' });

    // Drawing again adds nobody twice.
    const again = await listCards();
    expect(again.body.data.cards).toHaveLength(4);
  });

  it('draws each card once when two administrators open the list at the same moment', async () => {
    const form = (await createForm(t, admin, formBody(eventId, t.clock.now())))._id;
    for (const name of ['Kavya One', 'Kavya Two', 'Kavya Three']) {
      const athlete = await approvedAthlete(t, { name });
      expect((await submit(t, athlete.token, form, ['w100'])).status).toBe(201);
    }
    const [first, second] = await Promise.all([listCards(form), listCards(form)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const again = await listCards(form);
    expect(again.body.data.cards).toHaveLength(3);
    expect(new Set(again.body.data.cards.map((card: { number: string }) => card.number)).size).toBe(3);
  });

  it('shows the athlete their own cards, with a PDF, and someone else’s card is not found', async () => {
    const athlete = await approvedAthlete(t, { name: 'Elsa Mathew' });
    const other = await approvedAthlete(t, { name: 'Fathima Beevi' });
    expect((await submit(t, athlete.token, formId, ['w100'])).status).toBe(201);
    const mine = await t.call({ method: 'GET', url: '/api/user/accreditation-cards', token: athlete.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    const card = mine.body.data[0].card;
    expect(card).toMatchObject({ name: 'Elsa Mathew', role: 'athlete', status: 'valid', version: 1 });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/accreditation-cards/${card._id}/card.pdf`,
      headers: { 'access-token': athlete.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Elsa Mathew');
    expect(text).toContain(card.number);
    expect(await qrTextsInPdf(pdf.rawPayload)).toEqual([card.verifyUrl]);

    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/user/accreditation-cards/${card._id}/card.pdf`,
      headers: { 'access-token': other.token },
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/user/accreditation-cards', token: other.token })).body.data,
    ).toEqual([]);
    // Administrators' routes are not an athlete's.
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/admin/accreditation/forms/${formId}/cards`,
          token: athlete.token,
        })
      ).status,
    ).toBe(403);
  });
});

describe('adding, revoking and reprinting', () => {
  it('adds a volunteer with a photo, whose QR code checks as valid for this competition', async () => {
    const added = await addStaff(
      t,
      admin,
      formId,
      { name: 'Gita Volunteer', nameInScript: 'गीता', role: 'volunteer', extraZones: 'media' },
      { name: 'gita.jpg', bytes: await jpegBytes() },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const card = added.body.data;
    expect(card).toMatchObject({
      source: 'staff',
      role: 'volunteer',
      category: 'volunteer',
      zones: ['media', 'spectators'],
      hasPhoto: true,
      version: 1,
    });
    expect(card.number).toMatch(/^PSA-A-2026-\d{6}$/);

    const valid = await check(tokenOf(card.verifyUrl));
    expect(valid.status).toBe(200);
    expect(valid.body.data).toMatchObject({
      status: 'valid',
      name: 'Gita Volunteer',
      nameInScript: 'गीता',
      competition: { formId },
    });
    const photo = await t.app.inject({ method: 'GET', url: valid.body.data.photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, card._id));
    expect(audit).toMatchObject({ action: 'accreditation.add', targetType: 'accreditation_card' });

    // The card PDF and the print sheet both carry it.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/accreditation/cards/${card._id}/card.pdf`,
      headers: { 'access-token': admin },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Gita Volunteer');
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/admin/accreditation/forms/${formId}/sheet.pdf`,
      headers: { 'access-token': admin },
    });
    expect(sheet.statusCode).toBe(200);
    expect(await pdfText(sheet.rawPayload)).toContain('Gita Volunteer');
  });

  it('revoke: the check says not valid, without the photo; reprint: the old print fails and the new one is valid', async () => {
    const added = await addStaff(
      t,
      admin,
      formId,
      { name: 'Hari Official', role: 'official' },
      {
        name: 'hari.png',
        bytes: await (await import('sharp'))
          .default(await jpegBytes())
          .png()
          .toBuffer(),
      },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const card = added.body.data;
    expect(card.category).toBe('official');
    const first = tokenOf(card.verifyUrl);

    const revoked = await t.call({
      method: 'POST',
      url: `/api/admin/accreditation/cards/${card._id}/revoke`,
      token: admin,
      body: { reason: 'Lost at the venue' },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data).toMatchObject({ status: 'revoked', revokeReason: 'Lost at the venue' });
    // A lost card's QR code no longer hands out the holder's photo.
    expect(await photo(first)).toBe(404);
    expect((await check(first)).body.data).toMatchObject({ status: 'revoked', photoUrl: null });

    const reprinted = await t.call({
      method: 'POST',
      url: `/api/admin/accreditation/cards/${card._id}/reprint`,
      token: admin,
    });
    expect(reprinted.status, JSON.stringify(reprinted.body)).toBe(200);
    expect(reprinted.body.data).toMatchObject({ status: 'valid', version: 2, number: card.number });
    const second = tokenOf(reprinted.body.data.verifyUrl);
    expect(second).not.toBe(first);
    expect(await photo(first)).toBe(404);
    expect((await check(first)).body.data).toMatchObject({ status: 'replaced', photoUrl: null });
    const current = await check(second);
    expect(current.body.data).toMatchObject({
      status: 'valid',
      version: 2,
      photoUrl: `/api/accreditation/verify/${second}/photo`,
    });
    expect(await photo(second)).toBe(200);

    const actions = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, card._id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'accreditation.add',
      'accreditation.reprint',
      'accreditation.revoke',
    ]);
  });

  it('says expired once the competition is over, and no longer shows the photo', async () => {
    const added = await addStaff(
      t,
      admin,
      otherFormId,
      { name: 'Indu Media', role: 'media' },
      {
        name: 'indu.jpg',
        bytes: await jpegBytes(),
      },
    );
    const token = tokenOf(added.body.data.verifyUrl);
    expect((await check(token)).body.data.status).toBe('valid');
    expect(await photo(token)).toBe(200);
    const saved = t.clock.now();
    t.clock.set(new Date('2027-01-16T04:30:00.000Z'));
    try {
      expect(await photo(token)).toBe(404);
      expect((await check(token)).body.data).toMatchObject({ status: 'expired', photoUrl: null });
    } finally {
      t.clock.set(saved);
    }
  });
});
