import { describe, expect, it } from 'vitest';
import { contactInput } from '../content/schemas.js';
import { email, otp, password, personName } from './fields.js';
import { findUnsafeText, hasUnsafeCharacters } from './text-safety.js';

const NUL = String.fromCharCode(0);
const LONE_HIGH = String.fromCharCode(0xd800);
const LONE_LOW = String.fromCharCode(0xdc00);

describe('unsafe text', () => {
  it('finds NUL, other control characters and lone surrogate halves, and nothing in ordinary text', () => {
    for (const bad of [
      `a${NUL}b`,
      `x${String.fromCharCode(7)}`,
      `${LONE_HIGH}x`,
      `x${LONE_LOW}`,
      LONE_HIGH,
    ]) {
      expect(hasUnsafeCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['Asha Devi', 'അഞ്ജലി', 'कृष्णन', '🏅 medal', 'line\r\nnext\ttab']) {
      expect(hasUnsafeCharacters(good), good).toBe(false);
    }
  });

  it('names the path of the first unsafe string or key', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'fine' }, { d: `x${NUL}` }] })).toBe('b.1.d');
    expect(findUnsafeText({ [`k${NUL}`]: 'v' })).toBe(`k${NUL}`);
    expect(findUnsafeText({ a: 'ok', n: 3, z: null })).toBeNull();
  });

  it('is refused by the shared field schemas with the translatable message key', () => {
    for (const [schema, value] of [
      [personName, `Asha${NUL} Devi`],
      [email, `asha${NUL}@example.in`],
      [password, `monsoon-javelin-7391${LONE_HIGH}`],
      [otp, `12345${NUL}`],
    ] as const) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.badCharacters');
    }
    const contact = contactInput.safeParse({
      name: 'Asha Devi',
      email: 'asha@example.in',
      subject: 'Trials',
      message: `When${NUL}?`,
    });
    expect(contact.success).toBe(false);
  });
});
