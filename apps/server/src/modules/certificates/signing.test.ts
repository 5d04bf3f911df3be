import { createHmac, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './record.js';
import { keyIdOf, signRecord, type VerifyingKey, verifyToken } from './signing.js';
import { sampleRecord, testKey, tokenParts, tokenWithoutKid } from './test-support.js';

const association = testKey();
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

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
  const token = signRecord(association, record);

  it('is a JWS naming its key, which checks with the key set alone', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(tokenParts(token).header).toEqual({ alg: 'EdDSA', kid: association.kid });
    expect(verifyToken(association.keyring, token)).toEqual({ valid: true, record, kid: association.kid });
    // As anyone checks it offline: the published JWK, and the signature over `header.payload`.
    const jwk = association.publicKey.export({ format: 'jwk' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const published = createPublicKey({ key: jwk, format: 'jwk' });
    expect(
      verify(null, Buffer.from(`${header}.${payload}`), published, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    // The key id is the RFC 7638 thumbprint, which anyone can compute from the key.
    expect(association.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyIdOf(published)).toBe(association.kid);
  });

  it('fails when any character of the token is changed', () => {
    for (let index = 0; index < token.length; index += 1) {
      const original = token[index];
      const replacement = original === 'A' ? 'B' : original === '.' ? '-' : 'A';
      const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(verifyToken(association.keyring, changed), `position ${index}`).toEqual({
        valid: false,
        record: null,
        kid: null,
      });
    }
  });

  it('fails when any byte of the payload is changed', () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const bytes = Buffer.from(payload, 'base64url');
    for (let index = 0; index < bytes.length; index += 1) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      const forged = `${header}.${changed.toString('base64url')}.${signature}`;
      expect(verifyToken(association.keyring, forged).valid).toBe(false);
    }
  });

  it('refuses a record signed by a foreign key, whatever its header says', () => {
    const foreign = testKey();
    // Under its own key id: a key the association does not have.
    expect(verifyToken(association.keyring, signRecord(foreign, record)).valid).toBe(false);
    // Naming the association's key.
    expect(
      verifyToken(association.keyring, signRecord({ ...foreign, kid: association.kid }, record)).valid,
    ).toBe(false);
    const payload = b64(canonicalJson({ ...record, place: 2 }));
    const signed = (headerJson: string, key = foreign.privateKey) => {
      const input = `${b64(headerJson)}.${payload}`;
      return `${input}.${sign(null, Buffer.from(input), key).toString('base64url')}`;
    };
    const foreignJwk = JSON.stringify(foreign.publicKey.export({ format: 'jwk' }));
    for (const forged of [
      // No signature at all.
      `${b64('{"alg":"none"}')}.${payload}.`,
      `${b64(`{"alg":"none","kid":"${association.kid}"}`)}.${payload}.${b64('x')}`,
      // The signer's own key carried in the header, with the association's id beside it.
      signed(`{"alg":"EdDSA","jwk":${foreignJwk},"kid":"${association.kid}"}`),
      // Extra members, another spelling of the same header.
      signed(`{"alg":"EdDSA","crit":["b64"],"b64":false,"kid":"${association.kid}"}`),
      signed(`{"kid":"${association.kid}","alg":"EdDSA"}`, association.privateKey),
    ]) {
      expect(verifyToken(association.keyring, forged).valid, forged.slice(0, 60)).toBe(false);
    }
    // HMAC keyed with the public key (a classic JWS confusion): still EdDSA only.
    const input = `${b64(`{"alg":"HS256","kid":"${association.kid}"}`)}.${payload}`;
    const mac = createHmac('sha256', association.publicKey.export({ format: 'pem', type: 'spki' }))
      .update(input)
      .digest('base64url');
    expect(verifyToken(association.keyring, `${input}.${mac}`).valid).toBe(false);
  });

  it('checks a record of two parts (from before key ids) with the key of that time only', () => {
    const before = testKey();
    const keyring: VerifyingKey[] = [
      ...association.keyring,
      { kid: before.kid, publicKey: before.publicKey, signedRecordsWithoutKid: true },
    ];
    const old = tokenWithoutKid(before.privateKey, record);
    expect(verifyToken(keyring, old)).toEqual({ valid: true, record, kid: before.kid });
    // Without that key in the set, or signed by another key of the set, it does not check.
    expect(verifyToken(association.keyring, old).valid).toBe(false);
    expect(verifyToken(keyring, tokenWithoutKid(association.privateKey, record)).valid).toBe(false);
    const [payload, signature] = old.split('.') as [string, string];
    expect(verifyToken(keyring, `${b64(canonicalJson({ ...record, place: 2 }))}.${signature}`).valid).toBe(
      false,
    );
    // A changed signature: its first character (six whole bits) made another, so it always differs;
    // rewriting the last two as "AA" left it unchanged when they already meant zero bits (1 run in 256).
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyToken(keyring, `${payload}.${changed}`).valid).toBe(false);
  });

  it('fails for tokens that are not tokens', () => {
    for (const bad of [
      '',
      '.',
      '..',
      'abc',
      `${token}.x`,
      `${token}=`,
      token.replace('.', ''),
      `.${token}`,
    ]) {
      expect(verifyToken(association.keyring, bad).valid).toBe(false);
    }
  });
});
