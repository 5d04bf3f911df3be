import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './record.js';
import { signRecord, verifyToken } from './signing.js';
import { sampleRecord } from './test-support.js';

const keys = generateKeyPairSync('ed25519');
const publicPem = keys.publicKey.export({ format: 'pem', type: 'spki' }).toString();

describe('canonical record', () => {
  it('writes keys in one order whatever order the object was built in', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
    const record = sampleRecord();
    const reversed = Object.fromEntries(Object.entries(record).reverse());
    expect(canonicalJson(reversed)).toBe(canonicalJson(record));
  });
});

describe('signed record', () => {
  const record = sampleRecord({ athlete: { name: 'Anjali', nameInScript: 'അഞ്ജലി', uid: 'KLPS2600042' } });
  const token = signRecord(keys, record);

  it('verifies with the public key alone and gives the record back', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyToken(publicPem, token)).toEqual({ valid: true, record });
    expect(verifyToken(keys.publicKey, token).valid).toBe(true);
  });

  it('fails when any character of the token is changed', () => {
    for (let index = 0; index < token.length; index += 1) {
      const original = token[index];
      const replacement = original === 'A' ? 'B' : original === '.' ? '-' : 'A';
      const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(verifyToken(publicPem, changed), `position ${index}`).toEqual({ valid: false, record: null });
    }
  });

  it('fails when any byte of the payload is changed', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    for (let index = 0; index < bytes.length; index += 1) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      expect(verifyToken(publicPem, `${changed.toString('base64url')}.${signature}`).valid).toBe(false);
    }
  });

  it('fails for a record that says something else, even re-signed with another key', () => {
    const [, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(canonicalJson({ ...record, place: 2 })).toString('base64url');
    expect(verifyToken(publicPem, `${forged}.${signature}`).valid).toBe(false);
    const other = generateKeyPairSync('ed25519');
    expect(verifyToken(publicPem, signRecord(other, record)).valid).toBe(false);
  });

  it('fails for tokens that are not tokens', () => {
    for (const bad of ['', '.', 'abc', `${token}.x`, `${token}=`, token.replace('.', '')]) {
      expect(verifyToken(publicPem, bad).valid).toBe(false);
    }
  });
});
