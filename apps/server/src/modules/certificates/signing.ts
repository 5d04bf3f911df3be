import { createHash, sign as edSign, verify as edVerify, type KeyObject } from 'node:crypto';
import { type CertificateRecord, canonicalJson } from './record.js';

/**
 * Signed records (decisions 0026 and 0035). A record is signed as a JWS in compact form (RFC 7515):
 * `base64url(header).base64url(canonical JSON of the record).base64url(Ed25519 signature)`, the header
 * being `{"alg":"EdDSA","kid":"<key id>"}`, so anyone holding the published key set can check it with
 * any JOSE library. Records signed before key ids have two parts, `payload.signature`, the signature
 * over the payload's bytes alone; they were all signed by the one key of that time.
 */

/** The key that signs now. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** A key a record may name: the one signing now and every retired one. */
export interface VerifyingKey {
  kid: string;
  publicKey: KeyObject;
  /** A key from before key ids, which checks the records of two parts (one, unless old code ran again). */
  signedRecordsWithoutKid: boolean;
}

/** The RFC 7638 thumbprint of an Ed25519 public key: its id, which anyone can compute from the key. */
export function keyIdOf(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  // The thumbprint hashes the required members only, in this order, without spaces.
  const required = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(required).digest('base64url');
}

const headerText = (kid: string) => canonicalJson({ alg: 'EdDSA', kid });

/** The JWS of a record, signed by `key` and naming it. */
export function signRecord(key: SigningKey, record: CertificateRecord): string {
  const header = Buffer.from(headerText(key.kid), 'utf8').toString('base64url');
  const payload = Buffer.from(canonicalJson(record), 'utf8').toString('base64url');
  const signingInput = `${header}.${payload}`;
  const signature = edSign(null, Buffer.from(signingInput, 'ascii'), key.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

export type Verified =
  | { valid: true; record: CertificateRecord; kid: string }
  | { valid: false; record: null; kid: null };

const invalid: Verified = { valid: false, record: null, kid: null };
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const KEY_ID = /^[A-Za-z0-9_-]{43}$/;

/** base64url that decodes to bytes which encode back to exactly the same text, else null. */
function strictBase64url(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** The key id a JWS header names, when the header is exactly the one this portal writes. */
function keyIdIn(headerPart: string): string | null {
  const bytes = strictBase64url(headerPart);
  if (!bytes) return null;
  try {
    const header = JSON.parse(bytes.toString('utf8')) as { alg?: unknown; kid?: unknown };
    // Only EdDSA with a key of the set: no "none", no key carried in the header, nothing else added.
    if (header.alg !== 'EdDSA' || typeof header.kid !== 'string' || !KEY_ID.test(header.kid)) return null;
    return headerText(header.kid) === bytes.toString('utf8') ? header.kid : null;
  } catch {
    return null;
  }
}

/** The record a payload holds, when it is the canonical form of it. */
function recordIn(payload: Buffer): CertificateRecord | null {
  try {
    const text = payload.toString('utf8');
    const record = JSON.parse(text) as CertificateRecord;
    return canonicalJson(record) === text ? record : null;
  } catch {
    return null;
  }
}

function signatureHolds(key: KeyObject, signed: Buffer, signature: Buffer): boolean {
  try {
    return edVerify(null, signed, key, signature);
  } catch {
    return false;
  }
}

/**
 * Checks a token against the association's keys. Anything changed, added or re-encoded fails: the
 * header must be the one this portal writes and name a key of the set, the payload must be the
 * canonical form of what it holds, and base64url must round-trip exactly. A record of two parts (from
 * before key ids) is checked against the key of that time only.
 */
export function verifyToken(keys: readonly VerifyingKey[], token: string): Verified {
  const parts = token.split('.');
  let candidates: readonly VerifyingKey[] = [];
  if (parts.length === 3) {
    const kid = keyIdIn(parts[0] ?? '');
    candidates = keys.filter((item) => item.kid === kid);
  } else if (parts.length === 2) {
    candidates = keys.filter((item) => item.signedRecordsWithoutKid);
  }
  const payload = strictBase64url(parts.at(-2) ?? '');
  const signature = strictBase64url(parts.at(-1) ?? '');
  if (!payload || !signature) return invalid;
  // A JWS signs its header and payload as written; a record of two parts signed its payload's bytes.
  const signed = parts.length === 3 ? Buffer.from(parts.slice(0, 2).join('.'), 'ascii') : payload;
  const key = candidates.find((item) => signatureHolds(item.publicKey, signed, signature));
  const record = key ? recordIn(payload) : null;
  return key && record ? { valid: true, record, kid: key.kid } : invalid;
}
