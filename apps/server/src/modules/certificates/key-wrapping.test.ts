import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config.js';
import { KeyUnwrapError, unwrapPrivateKey, wrapPrivateKey } from './key-wrapping.js';

const SECRET = 'a-secret-of-thirty-two-characters-or-more';
const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

describe('a sealed signing key', () => {
  const sealed = wrapPrivateKey(pem, SECRET, 'kid-1');

  it('holds no usable key without the secret, and opens with it', () => {
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(() => createPrivateKey(sealed)).toThrow();
    expect(unwrapPrivateKey(sealed, SECRET, 'kid-1')).toBe(pem);
    // Sealed again, it reads differently (a new salt and nonce each time).
    expect(wrapPrivateKey(pem, SECRET, 'kid-1')).not.toBe(sealed);
  });

  it('does not open with another secret, under another key id, or changed', () => {
    expect(() => unwrapPrivateKey(sealed, `${SECRET}!`, 'kid-1')).toThrow(KeyUnwrapError);
    expect(() => unwrapPrivateKey(sealed, SECRET, 'kid-2')).toThrow(KeyUnwrapError);
    const fields = JSON.parse(sealed) as Record<string, string>;
    const data = Buffer.from(fields.data ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 0x01;
    const changed = JSON.stringify({ ...fields, data: data.toString('base64url') });
    expect(() => unwrapPrivateKey(changed, SECRET, 'kid-1')).toThrow(KeyUnwrapError);
    const shortTag = JSON.stringify({ ...fields, tag: (fields.tag ?? '').slice(0, 6) });
    expect(() => unwrapPrivateKey(shortTag, SECRET, 'kid-1')).toThrow(KeyUnwrapError);
    expect(() => unwrapPrivateKey(pem, SECRET, 'kid-1')).toThrow(KeyUnwrapError);
  });
});

describe('the secret that seals it', () => {
  it('is CERTIFICATE_KEY_SECRET, else APP_SECRET, else none', () => {
    const other = 'another-secret-of-thirty-two-characters';
    expect(loadConfig({}).certificateKeySecret).toBeUndefined();
    expect(loadConfig({ APP_SECRET: SECRET }).certificateKeySecret).toBe(SECRET);
    expect(loadConfig({ APP_SECRET: SECRET, CERTIFICATE_KEY_SECRET: other }).certificateKeySecret).toBe(
      other,
    );
  });

  it('refuses an APP_SECRET or CERTIFICATE_KEY_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ APP_SECRET: 'x'.repeat(31) })).toThrow(
      /APP_SECRET: must be 32 characters or more/,
    );
    expect(() => loadConfig({ CERTIFICATE_KEY_SECRET: 'short' })).toThrow(
      /CERTIFICATE_KEY_SECRET: must be 32/,
    );
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32) }).appSecret).toBe('x'.repeat(32));
  });
});
