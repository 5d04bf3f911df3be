import {
  createPrivateKey,
  createPublicKey,
  sign as edSign,
  verify as edVerify,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serverSecrets } from '../../db/schema/system.js';
import { type CertificateRecord, canonicalJson } from './record.js';

/**
 * The portal's certificate key: an Ed25519 pair generated on first use and kept in server_secrets (like
 * the code key), so every instance signs with the same one. Only the private key is stored; the public
 * key is derived from it and can be published for anyone to check certificates offline.
 */
export const SIGNING_KEY_NAME = 'certificate-signing-key';

export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM: what to publish. */
  publicKeyPem: string;
}

async function storedKey(db: DbOrTx) {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SIGNING_KEY_NAME));
  return row?.value;
}

export async function loadSigningKeys(db: DbOrTx): Promise<SigningKeys> {
  let pem = await storedKey(db);
  if (!pem) {
    // Two instances starting at once: the first insert wins and both read it back.
    const generated = generateKeyPairSync('ed25519');
    await db
      .insert(serverSecrets)
      .values({
        name: SIGNING_KEY_NAME,
        value: generated.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      })
      .onConflictDoNothing();
    pem = await storedKey(db);
  }
  if (!pem) throw new Error('the certificate signing key could not be stored');
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/** `base64url(canonical JSON).base64url(Ed25519 signature of those bytes)`. */
export function signRecord(keys: Pick<SigningKeys, 'privateKey'>, record: CertificateRecord): string {
  const payload = Buffer.from(canonicalJson(record), 'utf8');
  const signature = edSign(null, payload, keys.privateKey);
  return `${payload.toString('base64url')}.${signature.toString('base64url')}`;
}

export type Verified = { valid: true; record: CertificateRecord } | { valid: false; record: null };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Checks a token against the public key. Anything changed, added or re-encoded fails: the payload
 * must be the canonical form of what it holds, and base64url must round-trip exactly.
 */
export function verifyToken(publicKey: KeyObject | string, token: string): Verified {
  const invalid: Verified = { valid: false, record: null };
  const parts = token.split('.');
  const [payloadText, signatureText] = parts;
  if (parts.length !== 2 || !payloadText || !signatureText) return invalid;
  if (!BASE64URL.test(payloadText) || !BASE64URL.test(signatureText)) return invalid;
  const payload = Buffer.from(payloadText, 'base64url');
  const signature = Buffer.from(signatureText, 'base64url');
  if (payload.toString('base64url') !== payloadText || signature.toString('base64url') !== signatureText)
    return invalid;
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  let good = false;
  try {
    good = edVerify(null, payload, key, signature);
  } catch {
    return invalid;
  }
  if (!good) return invalid;
  try {
    const record = JSON.parse(payload.toString('utf8')) as CertificateRecord;
    if (canonicalJson(record) !== payload.toString('utf8')) return invalid;
    return { valid: true, record };
  } catch {
    return invalid;
  }
}
