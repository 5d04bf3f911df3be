import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * Seals a private key before it is stored, so a copy of the database (a backup) does not hold a key
 * that can sign: AES-256-GCM under a key derived with scrypt from a secret that lives only in the
 * environment (CERTIFICATE_KEY_SECRET or APP_SECRET, docs/decisions/0035). The key id is the
 * authenticated data, so a sealed key copied onto another key's row does not open.
 */
export const WRAPPING = 'scrypt-aes-256-gcm';

/** scrypt's cost: about 16 MB and a few tens of milliseconds, paid once per key and process. */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1 } as const;

interface SealedKey {
  v: 1;
  N: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
  tag: string;
  data: string;
}

/** The secret cannot open this key: another secret sealed it, or the stored text was changed. */
export class KeyUnwrapError extends Error {}

const derive = (secret: string, salt: Buffer, cost: { N: number; r: number; p: number }) =>
  scryptSync(secret, salt, 32, { ...cost, maxmem: 256 * cost.N * cost.r });

export function wrapPrivateKey(pem: string, secret: string, kid: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, salt, SCRYPT), iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const data = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  const sealed: SealedKey = {
    v: 1,
    ...SCRYPT,
    salt: salt.toString('base64url'),
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    data: data.toString('base64url'),
  };
  return JSON.stringify(sealed);
}

export function unwrapPrivateKey(stored: string, secret: string, kid: string): string {
  let sealed: SealedKey;
  try {
    sealed = JSON.parse(stored) as SealedKey;
  } catch {
    throw new KeyUnwrapError('the stored key is not a sealed key');
  }
  if (sealed.v !== 1) throw new KeyUnwrapError('the stored key is sealed in an unknown way');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      derive(secret, Buffer.from(sealed.salt, 'base64url'), sealed),
      Buffer.from(sealed.iv, 'base64url'),
      // A shortened tag would be easier to forge: only the full 16 bytes are accepted.
      { authTagLength: 16 },
    );
    decipher.setAAD(Buffer.from(kid, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    const pem = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]);
    return pem.toString('utf8');
  } catch {
    throw new KeyUnwrapError('the secret does not open the stored key');
  }
}
