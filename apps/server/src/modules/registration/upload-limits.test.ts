import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, loginAs } from '../../../test/factories.js';
import { jpegBytes, multipart, page1, pdfBytes, upload } from '../../../test/registration-fixtures.js';
import { registrationDocuments } from '../../db/schema/registration.js';
import { UPLOAD_RATE, USER_STORAGE_LIMIT_BYTES } from '../../lib/upload-limits.js';
import { pruneReplacedDocuments, REPLACED_FILE_GRACE_MS } from '../../lib/upload-pruning.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A valid PDF padded to the given size (a PDF is stored as sent, so its size is what counts). */
const pdfOfSize = (bytes: number) => {
  const base = pdfBytes();
  return Buffer.concat([base.subarray(0, 9), Buffer.alloc(bytes - base.length, 0x25), base.subarray(9)]);
};

const athlete = async () => {
  const { user, token } = await createLoggedInUser(t);
  await t.call({ method: 'POST', url: '/api/user/update-registration-page-1', body: page1(), token });
  return { user, token };
};

const filesUnder = async (area: string) => {
  const root = path.join(t.dataDir, 'uploads', area);
  const years = await readdir(root).catch(() => [] as string[]);
  return (await Promise.all(years.map((year) => readdir(path.join(root, year))))).flat();
};

describe('upload quotas', () => {
  it('throttles one athlete: after the allowance a clear 429 in the envelope', async () => {
    const { token } = await athlete();
    const pdf = pdfBytes();
    for (let i = 0; i < UPLOAD_RATE.max; i++) {
      expect((await upload(t, token, 'proof_of_age', 'age.pdf', pdf)).status).toBe(201);
    }
    const refused = await upload(t, token, 'proof_of_age', 'age.pdf', pdf);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/Too many uploads/),
    });
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0);
    t.clock.advance(UPLOAD_RATE.windowMs + 1000);
    expect((await upload(t, token, 'proof_of_age', 'age.pdf', pdf)).status).toBe(201);
  });

  it("caps one athlete's stored bytes: past the limit a clear 413, nothing written", async () => {
    const { user, token } = await athlete();
    const big = pdfOfSize(Math.floor(4.9 * 1024 * 1024));
    const fit = Math.floor(USER_STORAGE_LIMIT_BYTES / big.length);
    for (let i = 0; i < fit; i++) {
      expect((await upload(t, token, 'identity_proof', 'id.pdf', big)).status).toBe(201);
    }
    const before = (await filesUnder('documents')).length;
    const refused = await upload(t, token, 'identity_proof', 'id.pdf', big);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('STORAGE_FULL');
    expect(refused.body.message).toMatch(/storage limit of 40 MB/);
    expect((await filesUnder('documents')).length).toBe(before);
    const rows = await t.ctx.db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.userId, user.id));
    expect(rows).toHaveLength(fit);
  });

  it('parallel uploads of one kind never give a 500, and one stays current', async () => {
    const { user, token } = await athlete();
    const pdf = pdfBytes();
    const results = await Promise.all(
      Array.from({ length: 15 }, () => upload(t, token, 'disability_certificate', 'cert.pdf', pdf)),
    );
    for (const result of results) expect([201, 409]).toContain(result.status);
    const current = await t.ctx.db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.userId, user.id));
    expect(current.filter((row) => row.replacedAt === null)).toHaveLength(1);
  });

  it('parallel profile photo uploads leave exactly one photo file, the current one', async () => {
    const { token } = await athlete();
    const before = new Set(await filesUnder('profile-photos'));
    const jpeg = await jpegBytes(200, 200);
    const send = () => {
      const body = multipart('photo', 'me.jpg', jpeg);
      return t.app.inject({
        method: 'POST',
        url: '/api/user/profile-photo',
        headers: { 'access-token': token, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const results = await Promise.all(Array.from({ length: 8 }, send));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const added = (await filesUnder('profile-photos')).filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    const profile = await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });
    expect(profile.body.data.profilePhoto).toContain(added[0]);
  });
});

describe('replaced files', () => {
  it('are deleted after the grace period; the current one and the history row stay', async () => {
    const { user, token } = await athlete();
    const first = await upload(t, token, 'proof_of_age', 'old.pdf', pdfBytes());
    const second = await upload(t, token, 'proof_of_age', 'new.pdf', pdfBytes());
    const oldId = first.body.data._id as string;
    let session = token;
    const read = (id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/registration-documents/${id}`,
        headers: { 'access-token': session },
      });
    expect((await read(oldId)).statusCode).toBe(200);
    await pruneReplacedDocuments(t.ctx);
    expect((await read(oldId)).statusCode).toBe(200);

    t.clock.advance(REPLACED_FILE_GRACE_MS + 60_000);
    session = await loginAs(t, user.email);
    expect(await pruneReplacedDocuments(t.ctx)).toBeGreaterThanOrEqual(1);
    const rows = await t.ctx.db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.userId, user.id));
    const old = rows.find((row) => row.id === oldId);
    expect(old?.filePrunedAt).not.toBeNull();
    const stored = await filesUnder('documents');
    expect(stored).not.toContain(path.basename(old?.storageKey ?? 'missing'));
    expect((await read(oldId)).statusCode).toBe(404);
    expect((await read(second.body.data._id)).statusCode).toBe(200);
  });
});
