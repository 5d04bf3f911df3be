import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  type PrivateKeyInput,
} from 'node:crypto';
import type { CertificateKeySet } from '@para/contract';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { type CertificateSigningKeyRow, certificateSigningKeys } from '../../db/schema/certificates.js';
import { serverSecrets } from '../../db/schema/system.js';
import { KeyUnwrapError, unwrapPrivateKey, WRAPPING, wrapPrivateKey } from './key-wrapping.js';
import { keyIdOf, type SigningKey, type VerifyingKey } from './signing.js';

/**
 * The keyring of certificate signing keys (docs/decisions/0035): one key signs, retired keys keep
 * their public half so the records they signed still check, and all of them are published. The
 * private key is sealed with CERTIFICATE_KEY_SECRET (or APP_SECRET) when one is set in the
 * environment; a secret kept in the same database would protect nothing in a backup.
 */

/** Where the one key lived before key ids (decision 26): a PKCS#8 PEM in server_secrets. */
export const KEY_FROM_BEFORE_KEY_IDS = 'certificate-signing-key';
/** Serialises changes of the keyring between instances starting at once and the rotation command. */
const KEYRING_LOCK = 727_302;

/** The configured secret and the stored key disagree: the portal must not start signing. */
export class SigningKeySetupError extends Error {}

const ROTATE_COMMAND = 'npm run certificates:rotate-key';

const lockKeyring = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${KEYRING_LOCK})`);

/** A new key, sealed when there is a secret to seal it with. */
async function insertNewKey(tx: Tx, secret: string | undefined, now: Date): Promise<string> {
  const pair = generateKeyPairSync('ed25519');
  const kid = keyIdOf(pair.publicKey);
  const pem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await tx.insert(certificateSigningKeys).values({
    kid,
    publicKey: pair.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    privateKey: secret ? wrapPrivateKey(pem, secret, kid) : pem,
    privateKeyWrapping: secret ? WRAPPING : 'none',
    createdAt: now,
  });
  return kid;
}

/** Retires a key: it signs no more, and its private half is erased. */
const retire = (tx: Tx, kid: string, now: Date) =>
  tx
    .update(certificateSigningKeys)
    .set({ retiredAt: now, privateKey: null })
    .where(eq(certificateSigningKeys.kid, kid));

const activeKey = async (tx: Tx) =>
  (
    await tx
      .select()
      .from(certificateSigningKeys)
      .where(isNull(certificateSigningKeys.retiredAt))
      .for('update')
  )[0];

/**
 * The key from before key ids joins the keyring under its key id and leaves server_secrets; it is the
 * one that checks the records of two parts. With a secret set it is retired at once: it was stored
 * unsealed, so every earlier backup holds it.
 */
async function importKeyFromBeforeKeyIds(
  tx: Tx,
  secret: string | undefined,
  now: Date,
): Promise<{ retired: string | null }> {
  const [old] = await tx.select().from(serverSecrets).where(eq(serverSecrets.name, KEY_FROM_BEFORE_KEY_IDS));
  if (!old) return { retired: null };
  const publicKey = createPublicKey(createPrivateKey(old.value));
  const kid = keyIdOf(publicKey);
  const keepSigning = !secret && !(await activeKey(tx));
  await tx
    .insert(certificateSigningKeys)
    .values({
      kid,
      publicKey: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      privateKey: keepSigning ? old.value : null,
      privateKeyWrapping: 'none',
      signedRecordsWithoutKid: true,
      createdAt: old.createdAt,
      retiredAt: keepSigning ? null : now,
    })
    .onConflictDoNothing();
  await tx.delete(serverSecrets).where(eq(serverSecrets.name, KEY_FROM_BEFORE_KEY_IDS));
  return { retired: keepSigning ? null : kid };
}

export interface PreparedKeys {
  /** The key that signs. */
  kid: string;
  /** The key this start retired, because it was stored unsealed and a secret is now set. */
  retired: string | null;
}

/**
 * At start (and before the first signature): the keyring holds one signing key, sealed when a secret
 * is configured. A key stored unsealed is replaced as soon as a secret is set. A sealed key that the
 * configured secret cannot open (the secret was changed or removed) stops the start: signing would
 * fail at every publication. Several instances starting at once take turns.
 */
export async function prepareSigningKeys(
  db: Db,
  secret: string | undefined,
  now: Date,
): Promise<PreparedKeys> {
  return db.transaction(async (tx) => {
    await lockKeyring(tx);
    const imported = await importKeyFromBeforeKeyIds(tx, secret, now);
    const active = await activeKey(tx);
    if (!active) return { kid: await insertNewKey(tx, secret, now), retired: imported.retired };
    if (active.privateKeyWrapping === 'none') {
      if (!secret) return { kid: active.kid, retired: null };
      await retire(tx, active.kid, now);
      return { kid: await insertNewKey(tx, secret, now), retired: active.kid };
    }
    if (!secret) {
      throw new SigningKeySetupError(
        'The certificate signing key is sealed, but neither CERTIFICATE_KEY_SECRET nor APP_SECRET is set. ' +
          `Set the secret it was sealed with, or run \`${ROTATE_COMMAND}\` to sign with a new key ` +
          '(certificates already issued still check).',
      );
    }
    privateKeyOf(active, secret);
    return { kid: active.kid, retired: null };
  });
}

export interface Rotation {
  retired: string | null;
  kid: string;
}

/**
 * Retires the key that signs (its private half is erased; its public half stays, so what it signed
 * still checks) and signs with a new one from now on. Needs no secret to open the old key, so it is
 * also the way out when the secret that sealed it is lost.
 */
export async function rotateSigningKey(db: Db, secret: string | undefined, now: Date): Promise<Rotation> {
  return db.transaction(async (tx) => {
    await lockKeyring(tx);
    await importKeyFromBeforeKeyIds(tx, secret, now);
    const active = await activeKey(tx);
    if (active) await retire(tx, active.kid, now);
    return { retired: active?.kid ?? null, kid: await insertNewKey(tx, secret, now) };
  });
}

/** Opened private keys, so a key is unsealed (scrypt) once per process rather than once per run. */
const opened = new Map<string, { stored: string; secret: string | undefined; key: KeyObject }>();

function privateKeyOf(row: CertificateSigningKeyRow, secret: string | undefined): KeyObject {
  const stored = row.privateKey;
  if (stored === null) throw new Error(`certificate signing key ${row.kid} is retired`);
  const known = opened.get(row.kid);
  if (known && known.stored === stored && known.secret === secret) return known.key;
  let input: PrivateKeyInput | string;
  if (row.privateKeyWrapping === 'none') input = stored;
  else {
    if (!secret)
      throw new SigningKeySetupError(`certificate signing key ${row.kid} is sealed and no secret is set`);
    try {
      input = unwrapPrivateKey(stored, secret, row.kid);
    } catch (error) {
      if (!(error instanceof KeyUnwrapError)) throw error;
      throw new SigningKeySetupError(
        `The configured CERTIFICATE_KEY_SECRET (or APP_SECRET) does not open the certificate signing key ${row.kid}: ` +
          `it was sealed with another secret. Set that secret again, or run \`${ROTATE_COMMAND}\` to sign ` +
          'with a new key (certificates already issued still check).',
      );
    }
  }
  const key = createPrivateKey(input);
  opened.set(row.kid, { stored, secret, key });
  return key;
}

/** The key that signs now, opened with the configured secret; made first if there is none yet. */
export async function currentSigningKey(db: Db, secret: string | undefined, now: Date): Promise<SigningKey> {
  const active = () =>
    db.select().from(certificateSigningKeys).where(isNull(certificateSigningKeys.retiredAt));
  let [row] = await active();
  if (!row) {
    await prepareSigningKeys(db, secret, now);
    [row] = await active();
  }
  if (!row) throw new Error('no certificate signing key could be made');
  return { kid: row.kid, privateKey: privateKeyOf(row, secret) };
}

/** Every key a record may name: the one that signs now, then the retired ones, the latest retired first. */
async function keyRows(db: DbOrTx) {
  return db
    .select({
      kid: certificateSigningKeys.kid,
      publicKey: certificateSigningKeys.publicKey,
      signedRecordsWithoutKid: certificateSigningKeys.signedRecordsWithoutKid,
      privateKeyWrapping: certificateSigningKeys.privateKeyWrapping,
      retiredAt: certificateSigningKeys.retiredAt,
      createdAt: certificateSigningKeys.createdAt,
    })
    .from(certificateSigningKeys)
    .orderBy(
      sql`${certificateSigningKeys.retiredAt} desc nulls first`,
      desc(certificateSigningKeys.createdAt),
    );
}

export async function verifyingKeys(db: DbOrTx): Promise<VerifyingKey[]> {
  return (await keyRows(db)).map((row) => ({
    kid: row.kid,
    publicKey: createPublicKey(row.publicKey),
    signedRecordsWithoutKid: row.signedRecordsWithoutKid,
  }));
}

/** The public keys as a JSON Web Key Set (RFC 7517), for anyone to check a signed record offline. */
export async function publishedKeySet(db: DbOrTx): Promise<CertificateKeySet> {
  return {
    keys: (await keyRows(db)).map((row) => {
      const { x } = createPublicKey(row.publicKey).export({ format: 'jwk' });
      return { kty: 'OKP', crv: 'Ed25519', x: x ?? '', kid: row.kid, alg: 'EdDSA', use: 'sig' };
    }),
  };
}

/** The keyring as the rotation command lists it. */
export async function describeKeys(db: DbOrTx) {
  return (await keyRows(db)).map((row) => ({
    kid: row.kid,
    createdAt: row.createdAt,
    retiredAt: row.retiredAt,
    /** Whether the private key is sealed; a retired key has none left to seal. */
    sealed: row.retiredAt === null ? row.privateKeyWrapping !== 'none' : null,
    signedRecordsWithoutKid: row.signedRecordsWithoutKid,
  }));
}
