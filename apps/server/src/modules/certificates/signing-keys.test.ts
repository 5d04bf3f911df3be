import { createPrivateKey, createPublicKey, verify } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { buildApp } from '../../app.js';
import { certificateSigningKeys, certificates } from '../../db/schema/certificates.js';
import { serverSecrets } from '../../db/schema/system.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';
import { issueCertificates } from './issue.js';
import { runKeyCommand } from './key-command.js';
import type { CertificateRecord } from './record.js';
import { signRecord, verifyToken } from './signing.js';
import {
  currentSigningKey,
  KEY_FROM_BEFORE_KEY_IDS,
  prepareSigningKeys,
  SigningKeySetupError,
  verifyingKeys,
} from './signing-keys.js';
import { checkRecord, publishedKeyIds, testKey, tokenParts, tokenWithoutKid } from './test-support.js';

// The keys that sign certificates (decision 35), on one competition's certificates: the database
// starts as one from before key ids, its key is rotated, a secret seals the next one, and the public
// check refuses what the register does not hold.
let t: TestContext;
let admin: string;
let formId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
const uid = (index: number) => athletes[index]?.uid as string;

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, formId, athletes } = await closedCompetition(t, 3));
});
afterAll(() => t.close());

async function publishFile(lines: string[]) {
  const uploaded = await upload(t, admin, formId, csv(['discipline,uid,bib,mark,status', ...lines]));
  expect(uploaded.body.data.errors, JSON.stringify(uploaded.body)).toEqual([]);
  const published = await publish(t, admin, uploaded.body.data.importId, {
    acknowledgeWarnings: true,
    reason: 'Corrected',
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

const allCertificates = () => t.ctx.db.select().from(certificates).orderBy(certificates.number);
const check = (token: string) => checkRecord(t, token);
const keySet = () => publishedKeyIds(t);
const validCertificate = async () => (await allCertificates()).find((row) => row.status === 'valid')!;

/** The portal started on this database with that secret set (as main.ts starts it: ready, then listen). */
const startWith = async (configured: string | undefined) => {
  const app = await buildApp(
    { ...t.ctx, config: { ...t.ctx.config, certificateKeySecret: configured } },
    { serveWeb: false, logger: false },
  );
  try {
    await app.ready();
  } finally {
    await app.close();
  }
};

/** CERTIFICATE_KEY_SECRET or APP_SECRET as an operator sets it. */
const secret = 'the-secret-only-the-environment-holds-0123456789';

/** The key of a portal from before key ids, kept in server_secrets as a PKCS#8 PEM. */
const keyBeforeKeyIds = testKey();
/** A certificate of that time: its record signed the old way, in two parts. */
let olderRecord = '';

describe('a database from before key ids', () => {
  it('its key joins the keyring under its key id at the start after the upgrade, and signs on', async () => {
    // As the database was: no keyring (the start made one, but nothing is signed yet), the key in
    // server_secrets.
    await t.ctx.db.delete(certificateSigningKeys);
    await t.ctx.db.insert(serverSecrets).values({
      name: KEY_FROM_BEFORE_KEY_IDS,
      value: keyBeforeKeyIds.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
    const prepared = await prepareSigningKeys(t.ctx.db, undefined, t.clock.now());
    expect(prepared).toEqual({ kid: keyBeforeKeyIds.kid, retired: null });
    expect(
      await t.ctx.db.select().from(serverSecrets).where(eq(serverSecrets.name, KEY_FROM_BEFORE_KEY_IDS)),
    ).toEqual([]);
    expect(await t.ctx.db.select().from(certificateSigningKeys)).toMatchObject([
      {
        kid: keyBeforeKeyIds.kid,
        signedRecordsWithoutKid: true,
        privateKeyWrapping: 'none',
        retiredAt: null,
      },
    ]);
    // The next start finds it ready.
    expect(await prepareSigningKeys(t.ctx.db, undefined, t.clock.now())).toEqual(prepared);

    // It signs what is issued after the upgrade, naming itself.
    await publishFile([`w100,${uid(0)},,12.31,`, `w100,${uid(1)},,12.80,`, `w100,${uid(2)},,13.05,`]);
    expect(await issueCertificates(t.ctx, formId)).toMatchObject({ version: 1, issued: 6 });
    for (const row of await allCertificates()) {
      expect(tokenParts(row.signedToken).header).toEqual({ alg: 'EdDSA', kid: keyBeforeKeyIds.kid });
    }
  });

  it('a certificate issued before key ids (two parts) still checks after the upgrade', async () => {
    const row = await validCertificate();
    // What the portal stored before the upgrade: the record signed the old way, by the same key.
    olderRecord = tokenWithoutKid(keyBeforeKeyIds.privateKey, row.record);
    await t.ctx.db.update(certificates).set({ signedToken: olderRecord }).where(eq(certificates.id, row.id));
    expect(await check(olderRecord)).toMatchObject({
      success: true,
      data: { signatureValid: true, statement: { number: row.number }, current: { status: 'valid' } },
    });
  });
});

describe('the published keys', () => {
  it('are a JSON Web Key Set with which a signed record checks offline, from the set alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const { keys } = response.json() as { keys: Record<string, string>[] };
    expect(keys.map((key) => key.kid)).toEqual([keyBeforeKeyIds.kid]);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    }
    // Only public halves: the JWK of a private key carries `d`.
    expect(response.body).not.toContain('"d"');

    const issued = (await allCertificates()).find((row) => row.signedToken.split('.').length === 3)!;
    const { kid } = tokenParts(issued.signedToken).header as { kid: string };
    const jwk = keys.find((key) => key.kid === kid);
    const [header, payload, signature] = issued.signedToken.split('.') as [string, string, string];
    const publicKey = createPublicKey({ key: jwk as never, format: 'jwk' });
    expect(
      verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    expect(tokenParts(issued.signedToken).payload).toEqual(issued.record);
  });
});

describe('rotating the key', () => {
  it('after a rotation, records of the old key still check, its key id stays published, new ones name the new key', async () => {
    const lines = await runKeyCommand(t.ctx.db, 'rotate', {
      secret: undefined,
      now: t.clock.now(),
      publicUrl: t.ctx.config.publicUrl,
    });
    const [newKey] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(isNull(certificateSigningKeys.retiredAt));
    const newKid = newKey?.kid as string;
    expect(newKid).not.toBe(keyBeforeKeyIds.kid);
    expect(lines.join('\n')).toContain(`signed with the new key ${newKid}`);
    expect(lines.join('\n')).toContain(`The key ${keyBeforeKeyIds.kid} is retired`);
    // The old key signs no more: its private half is gone from the database.
    const [old] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(eq(certificateSigningKeys.kid, keyBeforeKeyIds.kid));
    expect(old).toMatchObject({ privateKey: null, retiredAt: t.clock.now() });
    expect(await keySet()).toEqual([newKid, keyBeforeKeyIds.kid]);

    // Both kinds of record the old key signed still check.
    expect((await check(olderRecord)).data.signatureValid).toBe(true);
    const withKid = (await allCertificates()).find(
      (row) => row.status === 'valid' && row.signedToken !== olderRecord,
    )!;
    expect(tokenParts(withKid.signedToken).header.kid).toBe(keyBeforeKeyIds.kid);
    expect((await check(withKid.signedToken)).data).toMatchObject({
      signatureValid: true,
      current: { status: 'valid' },
    });

    // A correction after the rotation: the new certificates name the new key.
    await publishFile([`w100,${uid(0)},,12.31,`, `w100,${uid(1)},,12.80,`, `w100,${uid(2)},,13.10,`]);
    expect(await issueCertificates(t.ctx, formId)).toMatchObject({ issued: 2, superseded: 2 });
    const latest = (await allCertificates()).filter((row) => row.resultsVersion === 2);
    expect(latest).toHaveLength(2);
    for (const row of latest) {
      expect(tokenParts(row.signedToken).header.kid).toBe(newKid);
      expect((await check(row.signedToken)).data.signatureValid).toBe(true);
    }
  });

  it('refuses a record signed with the signing key copied out of the database (as a backup holds it)', async () => {
    const [stored] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(isNull(certificateSigningKeys.retiredAt));
    // Without CERTIFICATE_KEY_SECRET or APP_SECRET the key is stored as it is: anyone with a copy can sign.
    const stolen = { kid: stored!.kid, privateKey: createPrivateKey(stored!.privateKey as string) };
    const real = await validCertificate();
    const forgeries: CertificateRecord[] = [
      { ...real.record, place: 1, mark: '10.01' },
      { ...real.record, number: 'PSA-C-2026-999999' },
    ];
    for (const record of forgeries) {
      const forged = signRecord(stolen, record);
      expect(verifyToken(await verifyingKeys(t.ctx.db), forged).valid).toBe(true);
      const answer = await t.call({
        method: 'GET',
        url: `/api/certificate-check?token=${encodeURIComponent(forged)}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'This record is not the one the association issued under its number.',
        data: { signatureValid: false, statement: null, current: null },
      });
    }
    // Nor the old way, with the key from before key ids (an older backup holds it).
    const oldWay = tokenWithoutKid(keyBeforeKeyIds.privateKey, { ...real.record, mark: '10.01' });
    expect((await check(oldWay)).data.signatureValid).toBe(false);
    // A record signed by a key the association never had is refused too, and is not published.
    const foreign = testKey();
    expect((await check(signRecord(foreign, real.record))).data.signatureValid).toBe(false);
    expect((await check(signRecord({ ...foreign, kid: stolen.kid }, real.record))).data.signatureValid).toBe(
      false,
    );
    expect(await keySet()).not.toContain(foreign.kid);
    // The genuine record of that number still checks.
    expect((await check(real.signedToken)).data.signatureValid).toBe(true);
  });

  it('with a secret set the key is sealed: a copy of the database cannot sign, another secret cannot start', async () => {
    const [unsealed] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(isNull(certificateSigningKeys.retiredAt));
    // The first start with the secret replaces the key that was stored unsealed.
    await startWith(secret);
    const prepared = await prepareSigningKeys(t.ctx.db, secret, t.clock.now());
    expect(prepared.retired).toBeNull();
    expect(prepared.kid).not.toBe(unsealed?.kid);
    const [sealed] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(eq(certificateSigningKeys.kid, prepared.kid));
    expect(sealed).toMatchObject({ privateKeyWrapping: 'scrypt-aes-256-gcm', retiredAt: null });
    expect(sealed?.privateKey).not.toContain('PRIVATE KEY');
    expect(() => createPrivateKey(sealed?.privateKey as string)).toThrow();
    const [retired] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(eq(certificateSigningKeys.kid, unsealed?.kid as string));
    expect(retired?.privateKey).toBeNull();

    // With the secret it signs, and what it signs checks.
    const key = await currentSigningKey(t.ctx.db, secret, t.clock.now());
    expect(key.kid).toBe(prepared.kid);
    const record = (await validCertificate()).record;
    expect(verifyToken(await verifyingKeys(t.ctx.db), signRecord(key, record))).toMatchObject({
      valid: true,
    });

    // Another secret, or none, cannot open it: the start is refused rather than every publication failing.
    await expect(startWith(`${secret}-changed`)).rejects.toThrow(SigningKeySetupError);
    await expect(startWith(undefined)).rejects.toThrow(/is sealed/);
    await expect(currentSigningKey(t.ctx.db, `${secret}-changed`, t.clock.now())).rejects.toThrow(
      /does not open the certificate signing key/,
    );
    // The way out needs no secret: a rotation (here back to none, as this test portal is configured).
    await runKeyCommand(t.ctx.db, 'rotate', { secret: undefined, now: t.clock.now(), publicUrl: '' });
    const ready = await prepareSigningKeys(t.ctx.db, undefined, t.clock.now());
    expect(await keySet()).toEqual(expect.arrayContaining([ready.kid, prepared.kid, keyBeforeKeyIds.kid]));
    expect((await check(olderRecord)).data.signatureValid).toBe(true);
  });

  it('a portal whose secret was set before the upgrade: the key from before key ids only checks, a sealed key signs', async () => {
    // Another portal's past: its key in server_secrets, a certificate it signed in two parts.
    const earlier = testKey();
    const row = (await allCertificates()).find(
      (item) => item.status === 'valid' && item.signedToken !== olderRecord,
    )!;
    const itsRecord = tokenWithoutKid(earlier.privateKey, row.record);
    await t.ctx.db.update(certificates).set({ signedToken: itsRecord }).where(eq(certificates.id, row.id));
    await t.ctx.db.insert(serverSecrets).values({
      name: KEY_FROM_BEFORE_KEY_IDS,
      value: earlier.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
    await startWith(secret);
    expect(
      await t.ctx.db.select().from(serverSecrets).where(eq(serverSecrets.name, KEY_FROM_BEFORE_KEY_IDS)),
    ).toEqual([]);
    const [imported] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(eq(certificateSigningKeys.kid, earlier.kid));
    // It was stored unsealed, so earlier backups hold it: it signs no more, its private half is gone.
    expect(imported).toMatchObject({
      privateKey: null,
      signedRecordsWithoutKid: true,
      retiredAt: t.clock.now(),
    });
    const [signing] = await t.ctx.db
      .select()
      .from(certificateSigningKeys)
      .where(isNull(certificateSigningKeys.retiredAt));
    expect(signing?.privateKeyWrapping).toBe('scrypt-aes-256-gcm');
    // Records of two parts of both keys from before key ids check.
    expect((await check(itsRecord)).data.signatureValid).toBe(true);
    expect((await check(olderRecord)).data.signatureValid).toBe(true);
    expect(await keySet()).toContain(earlier.kid);
  });
});
