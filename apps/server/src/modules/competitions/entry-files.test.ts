import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { jpegBytes, pdfBytes } from '../../../test/registration-fixtures.js';
import { entryFiles } from '../../db/schema/competitions.js';
import { pruneAbandonedEntryFiles } from './entry-files.js';
import { adminToken, approvedAthlete, createForm, formBody, publishedEvent, submit } from './test-support.js';

// Files answering a form's file question: uploaded by the athlete, named by the entry, read by the
// athlete and administrators only.
let t: TestContext;
let admin: string;
let formId: string;
let otherFormId: string;
let draftFormId: string;

const fields = [
  { key: 'medical', label: 'Medical certificate', type: 'file', required: true },
  { key: 'escortId', label: 'Escort’s ID', type: 'file' },
  { key: 'notes', label: 'Notes', type: 'short_text' },
] as const;

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  const eventId = (await publishedEvent(t)).id;
  const now = t.clock.now();
  formId = (await createForm(t, admin, formBody(eventId, now, { fields: [...fields] })))._id;
  otherFormId = (await createForm(t, admin, formBody(eventId, now, { fields: [...fields] })))._id;
  draftFormId = (await createForm(t, admin, formBody(eventId, now, { fields: [...fields], status: 'draft' })))
    ._id;
});
afterAll(() => t.close());

function multipart(field: string, fileName: string, bytes: Buffer) {
  const boundary = `----entry${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${field}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function uploadAnswer(token: string, form: string, field: string, fileName: string, bytes: Buffer) {
  const body = multipart(field, fileName, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/forms/${form}/files`,
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const fetchFile = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/forms/files/${id}`, headers: { 'access-token': token } });

describe('entry file answers', () => {
  it('uploads a PDF, submits it as the answer, and serves it to its owner and administrators only', async () => {
    const athlete = await approvedAthlete(t);
    const uploaded = await uploadAnswer(athlete.token, formId, 'medical', 'fitness.pdf', pdfBytes());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.data).toMatchObject({
      name: 'fitness.pdf',
      contentType: 'application/pdf',
      size: pdfBytes().length,
    });
    const fileId = uploaded.body.data._id as string;

    const missing = await submit(t, athlete.token, formId, ['w100'], {});
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields['answers.medical']).toBeDefined();

    const entered = await submit(t, athlete.token, formId, ['w100'], { medical: fileId });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const detail = await t.call({
      method: 'GET',
      url: `/api/forms/submissions/${entered.body.data._id}`,
      token: admin,
    });
    expect(JSON.stringify(detail.body.data)).toContain(fileId);

    const own = await fetchFile(fileId, athlete.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdfBytes())).toBe(true);
    expect((await fetchFile(fileId, admin)).statusCode).toBe(200);
    const stranger = await approvedAthlete(t);
    const refused = await fetchFile(fileId, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('ENTRY_FILE_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: `/api/forms/files/${fileId}` })).statusCode).toBe(401);
  });

  it('replacing a file removes the earlier one no entry names', async () => {
    const athlete = await approvedAthlete(t);
    const first = (await uploadAnswer(athlete.token, otherFormId, 'medical', 'a.pdf', pdfBytes())).body.data
      ._id;
    const second = await uploadAnswer(athlete.token, otherFormId, 'medical', 'b.pdf', pdfBytes());
    expect(second.status).toBe(201);
    expect((await fetchFile(first, athlete.token)).statusCode).toBe(404);
    expect((await fetchFile(second.body.data._id, athlete.token)).statusCode).toBe(200);
    const stale = await submit(t, athlete.token, otherFormId, ['w100'], { medical: first });
    expect(stale.status).toBe(400);
    const entered = await submit(t, athlete.token, otherFormId, ['w100'], { medical: second.body.data._id });
    expect(entered.status).toBe(201);
    // The file the entry names stays when another is uploaded for the same question.
    await uploadAnswer(athlete.token, otherFormId, 'medical', 'c.pdf', pdfBytes());
    expect((await fetchFile(second.body.data._id, admin)).statusCode).toBe(200);
  });

  it('re-encodes an image as JPEG', async () => {
    const athlete = await approvedAthlete(t);
    const uploaded = await uploadAnswer(athlete.token, formId, 'medical', 'scan.jpeg', await jpegBytes());
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({ name: 'scan.jpg', contentType: 'image/jpeg' });
  });

  it('refuses a draft form, a key that is not a file question, a wrong type and a file too large', async () => {
    const athlete = await approvedAthlete(t);
    const draft = await uploadAnswer(athlete.token, draftFormId, 'medical', 'a.pdf', pdfBytes());
    expect(draft.status).toBe(404);
    expect(draft.body.code).toBe('FORM_NOT_FOUND');

    for (const key of ['notes', 'unknown']) {
      const wrongField = await uploadAnswer(athlete.token, formId, key, 'a.pdf', pdfBytes());
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.code).toBe('ENTRY_FILE_FIELD_UNKNOWN');
      expect(wrongField.body.data.fields.field).toBeDefined();
    }

    const html = await uploadAnswer(athlete.token, formId, 'medical', 'a.html', Buffer.from('<html></html>'));
    expect(html.status).toBe(415);
    expect(html.body.code).toBe('FILE_TYPE_REFUSED');
    expect(html.body.data.fields.file).toMatch(/PDF/);

    const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await uploadAnswer(athlete.token, formId, 'medical', 'big.pdf', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.data.fields.file).toMatch(/too large/);
  });

  it("refuses someone else's file, another form's file and another question's", async () => {
    const owner = await approvedAthlete(t);
    const thief = await approvedAthlete(t);
    const ownersFile = (await uploadAnswer(owner.token, formId, 'medical', 'a.pdf', pdfBytes())).body.data
      ._id;
    const stolen = await submit(t, thief.token, formId, ['w100'], { medical: ownersFile });
    expect(stolen.status).toBe(400);
    expect(stolen.body.data.fields['answers.medical']).toBeDefined();

    const otherForm = (await uploadAnswer(thief.token, otherFormId, 'medical', 'b.pdf', pdfBytes())).body.data
      ._id;
    const crossForm = await submit(t, thief.token, formId, ['w100'], { medical: otherForm });
    expect(crossForm.status).toBe(400);

    const escortFile = (await uploadAnswer(thief.token, formId, 'escortId', 'c.pdf', pdfBytes())).body.data
      ._id;
    const crossQuestion = await submit(t, thief.token, formId, ['w100'], { medical: escortFile });
    expect(crossQuestion.status).toBe(400);
    expect(crossQuestion.body.data.fields['answers.medical']).toBeDefined();

    const made = await t.call({ method: 'GET', url: '/api/forms/my-submissions', token: thief.token });
    expect(made.body.data).toEqual([]);
  });

  it('removes files no entry names once the form takes no more entries, and keeps those an entry names', async () => {
    const eventId = (await publishedEvent(t)).id;
    const closing = (await createForm(t, admin, formBody(eventId, t.clock.now(), { fields: [...fields] })))
      ._id;
    const quitter = await approvedAthlete(t);
    const abandoned = await uploadAnswer(quitter.token, closing, 'medical', 'left.pdf', pdfBytes());
    const entrant = await approvedAthlete(t);
    const named = await uploadAnswer(entrant.token, closing, 'medical', 'kept.pdf', pdfBytes());
    expect((await submit(t, entrant.token, closing, ['w100'], { medical: named.body.data._id })).status).toBe(
      201,
    );
    const storageKeyOf = async (id: string) =>
      (await t.ctx.db.select().from(entryFiles).where(eq(entryFiles.id, id)))[0]?.storageKey;
    const abandonedKey = await storageKeyOf(abandoned.body.data._id);

    // While the form takes entries the athlete may still submit it.
    await pruneAbandonedEntryFiles(t.ctx);
    expect(await storageKeyOf(abandoned.body.data._id)).toBeDefined();

    await t.call({
      method: 'PATCH',
      url: `/api/admin/forms/${closing}`,
      token: admin,
      body: { status: 'closed' },
    });
    expect(await pruneAbandonedEntryFiles(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await storageKeyOf(abandoned.body.data._id)).toBeUndefined();
    await expect(t.ctx.storage.size(abandonedKey!)).rejects.toThrow();
    expect((await fetchFile(named.body.data._id, admin)).statusCode).toBe(200);
  });
});
