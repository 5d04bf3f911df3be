import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { competitionsContext, createForm, formBody } from '../competitions/test-support.js';
import { addStaff, jpegBytes } from './test-support.js';

// Bad input to the accreditation routes: every refusal a 4xx in the envelope, never a 500.

let t: TestContext;
let admin: string;
let formId: string;
let eventId: string;

const escortField = { key: 'guide', label: 'Guide or escort', type: 'escort', required: false } as const;

beforeAll(async () => {
  const setup = await competitionsContext();
  t = setup.t;
  admin = setup.admin;
  eventId = setup.eventId;
  const now = t.clock.now();
  formId = (await createForm(t, admin, formBody(eventId, now, { fields: [escortField] })))._id;
});
afterAll(() => t.close());

const listCards = (id = formId) =>
  t.call({ method: 'GET', url: `/api/admin/accreditation/forms/${id}/cards`, token: admin });
const check = (token: string) => t.call({ method: 'GET', url: `/api/accreditation/verify/${token}` });

describe('bad input', () => {
  it('refuses a card without a photo, with a file that is not an image, or with a bad role (4xx)', async () => {
    const noPhoto = await addStaff(t, admin, formId, { name: 'No Photo', role: 'coach' });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.code).toBe('FILE_MISSING');
    const notImage = await addStaff(
      t,
      admin,
      formId,
      { name: 'Bad File', role: 'coach' },
      { name: 'photo.jpg', bytes: Buffer.from('%PDF-1.4 not a photo') },
    );
    expect(notImage.status).toBe(415);
    const badRole = await addStaff(
      t,
      admin,
      formId,
      { name: 'Bad Role', role: 'athlete' },
      { name: 'p.jpg', bytes: await jpegBytes() },
    );
    expect(badRole.status).toBe(400);
    expect(badRole.body.data.fields.role).toBeTruthy();
    const badZone = await addStaff(
      t,
      admin,
      formId,
      { name: 'Bad Zone', role: 'volunteer', extraZones: 'vip_lounge' },
      { name: 'p.jpg', bytes: await jpegBytes() },
    );
    expect(badZone.status).toBe(400);
    const notMultipart = await t.call({
      method: 'POST',
      url: `/api/admin/accreditation/forms/${formId}/cards`,
      token: admin,
      body: { name: 'Json Body', role: 'coach' },
    });
    expect(notMultipart.status).toBe(415);
  });

  it('answers unknown tokens, cards and competitions with 404 and malformed ones with 400', async () => {
    expectErrorEnvelope(await check('AAAAAAAAAAAAAAAAAAAAAA'), 404);
    expectErrorEnvelope(await check('not a token!'), 400);
    expectErrorEnvelope(await listCards('00000000-0000-4000-8000-000000000000'), 404);
    expectErrorEnvelope(await listCards('nope'), 400);
    expectErrorEnvelope(
      await t.call({
        method: 'POST',
        url: '/api/admin/accreditation/cards/00000000-0000-4000-8000-000000000000/reprint',
        token: admin,
      }),
      404,
    );
    const added = await addStaff(
      t,
      admin,
      formId,
      { name: 'Jaya Coach', role: 'coach' },
      {
        name: 'j.jpg',
        bytes: await jpegBytes(),
      },
    );
    expectErrorEnvelope(
      await t.call({
        method: 'POST',
        url: `/api/admin/accreditation/cards/${added.body.data._id}/revoke`,
        token: admin,
        body: { reason: '' },
      }),
      400,
    );
  });
});
