/**
 * Values for the API fuzzer, read off the OpenAPI document's JSON schemas: one plausible value per
 * schema (so a request gets past validation and reaches the handler), and the hostile variants that a
 * careless or malicious client sends instead.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

/** A small seeded generator, so a failing case can be run again exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field names whose shape a pattern decides, given a value that passes (the fuzzer cannot invert regexes). */
const KNOWN_GOOD: Record<string, unknown> = {
  email: 'fuzz.reader@example.in',
  phone: '9876543210',
  mobile: '9876543210',
  pincode: '682001',
  pinCode: '682001',
  password: 'fuzz-password-4821',
  newPassword: 'monsoon-javelin-7392',
  // Never the fixtures' real password: a password change would succeed and end the sessions.
  currentPassword: 'not-the-password-1',
  code: '123456',
  otp: '123456',
  from: '2026-01-01',
  to: '2026-12-31',
  dateOfBirth: '2000-05-17',
  date: '2026-12-05',
  lang: 'en',
};

function pickType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? schema.type[0];
  return schema.type;
}

/** A value the schema accepts, as far as a schema without its refinements can say. */
export function plausibleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    const first = alternatives.find((a) => pickType(a) !== 'null') ?? alternatives[0];
    return plausibleValue(first as JsonSchema, name);
  }
  if (schema.allOf && schema.allOf.length > 0) return plausibleValue(schema.allOf[0] as JsonSchema, name);
  if (name in KNOWN_GOOD) return KNOWN_GOOD[name];
  switch (pickType(schema)) {
    case 'string':
      if (schema.format === 'uuid') return '5b0a7c1e-8d1f-4c41-9d64-3a1e9f0b2c77';
      if (schema.format === 'email') return KNOWN_GOOD.email;
      if (schema.format === 'date-time') return '2026-11-25T10:00:00.000Z';
      if (schema.format === 'date') return '2026-11-25';
      return 'Fuzz text'.padEnd(Math.max(schema.minLength ?? 0, 9), 'x').slice(0, schema.maxLength ?? 1000);
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return typeof schema.maximum === 'number' ? Math.min(low, schema.maximum) : low;
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => plausibleValue(schema.items ?? {}, name));
    }
    case 'object': {
      // Optional fields too: the deeper a request gets, the more code it reaches.
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        result[key] = plausibleValue(child, key);
      return result;
    }
    default:
      return 'fuzz';
  }
}

const HUGE = 'x'.repeat(200_000);
const NUL_STRING = 'nul\u0000byte';
const LONE_SURROGATE = 'lone \ud800 surrogate';

/** Strings that have broken servers: control characters, broken Unicode, injection-looking text. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  HUGE,
  NUL_STRING,
  '\u0001\u0002\u001f\u007f',
  LONE_SURROGATE,
  '\udfff',
  'right-to-left \u202eexe.fdp',
  '\ufeffbom',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text is the point
  '${7*7}{{7*7}}<%= 7*7 %>',
  '%00%zz%',
  '\\u0000',
  'नमस्ते മലയാളം 🏅',
  '0',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  '1e308',
  'NaN',
];

/** Numbers outside every sensible range, and values of other types. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
];

export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  12345,
  'text',
  [],
  {},
  [1, 'two', null],
  { nested: { deep: [] } },
];

/** Raw path and query segments (already percent-encoded where they need to be). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  'x'.repeat(5000),
  '-1',
  '0',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  '5b0a7c1e-8d1f-4c41-9d64-3a1e9f0b2c77',
  'null',
  '%20',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  '%E2%80%AE',
];

/** The hostile replacements for one field, chosen by its schema and thinned by the generator. */
export function hostileValuesFor(schema: JsonSchema, random: () => number, perField: number): unknown[] {
  const type = pickType(schema);
  const pool: unknown[] = [...WRONG_TYPES];
  if (type === 'string' || schema.enum) pool.push(...HOSTILE_STRINGS);
  if (type === 'integer' || type === 'number') pool.push(...HOSTILE_NUMBERS, ...HOSTILE_STRINGS.slice(0, 6));
  if (type === 'array')
    pool.push(
      Array.from({ length: 20_000 }, () => 'x'),
      [HUGE],
      [null],
    );
  if (type === 'object') pool.push({ __proto__: { polluted: true } }, { constructor: { prototype: {} } });
  // The strings that broke the server before are tried on every text field; the rest are sampled.
  const always = type === 'string' ? [NUL_STRING, LONE_SURROGATE, HUGE] : [];
  return [
    ...always,
    ...sample(
      pool.filter((value) => !always.includes(value as string)),
      perField,
      random,
    ),
  ];
}

export function sample<T>(pool: readonly T[], count: number, random: () => number): T[] {
  const copy = [...pool];
  const out: T[] = [];
  while (out.length < count && copy.length > 0) {
    const index = Math.floor(random() * copy.length);
    out.push(copy.splice(index, 1)[0] as T);
  }
  return out;
}
