import {
  HOSTILE_SEGMENTS,
  HOSTILE_STRINGS,
  hostileValuesFor,
  type JsonSchema,
  plausibleValue,
  sample,
  seededRandom,
} from './values.js';

export type Role = 'anonymous' | 'athlete' | 'admin';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  consumes?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzCase {
  /** "POST /api/signup", the operation the case belongs to. */
  operation: string;
  /** What was done to the request, for the failure list. */
  label: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface CaseOptions {
  seed: number;
  /** Hostile values tried per body field and per query parameter. */
  perField: number;
  /** Body fields and query parameters mutated per operation (the rest keep plausible values). */
  fieldsPerOperation: number;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Replaces `{name}` in an OpenAPI path with raw (already encoded) segments. */
function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}

function encodeQuery(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(`${encodeURIComponent(key)}=${encodeLoosely(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Every request the fuzzer sends for one operation and role: first a plausible one, then the same
 * request with one thing broken at a time, so a failure names exactly what broke it.
 */
export function casesFor(
  document: OpenApiDocument,
  path: string,
  method: string,
  role: Role,
  options: CaseOptions,
): FuzzCase[] {
  const operation = document.paths[path]?.[method] ?? {};
  const operationName = `${method.toUpperCase()} ${path}`;
  const random = seededRandom(options.seed + hash(`${operationName} ${role}`));
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const protectedRoute = Boolean(operation.security && operation.security.length > 0);

  const goodPath: Record<string, string> = {};
  for (const p of pathParams)
    goodPath[p.name] = encodeURIComponent(String(plausibleValue(p.schema ?? {}, p.name)));
  const goodQuery: Record<string, unknown> = {};
  for (const p of queryParams) {
    if (p.required) goodQuery[p.name] = plausibleValue(p.schema ?? {}, p.name);
  }
  const goodBody = bodySchema ? plausibleValue(bodySchema) : undefined;

  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    parts: {
      path?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      raw?: string;
      headers?: Record<string, string>;
      method?: string;
      extraQuery?: string;
    },
  ) => {
    let url = fillPath(path, parts.path ?? goodPath) + encodeQuery(parts.query ?? goodQuery);
    if (parts.extraQuery) url += `${url.includes('?') ? '&' : '?'}${parts.extraQuery}`;
    const headers: Record<string, string> = { ...(parts.headers ?? {}) };
    let payload: string | undefined;
    if (parts.raw !== undefined) payload = parts.raw;
    else if (parts.body !== undefined) payload = JSON.stringify(parts.body);
    if (payload !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
    cases.push({
      operation: operationName,
      label,
      role,
      method: parts.method ?? method.toUpperCase(),
      url,
      headers,
      payload,
    });
  };

  add('plausible request', { body: goodBody });

  // Without a session a protected route answers 401 before reading anything else; a few cases are
  // enough to show that it does so in the envelope.
  if (protectedRoute && role === 'anonymous') {
    add('broken JSON without a session', { raw: '{"a":' });
    if (pathParams.length > 0) add('bad path value without a session', { path: mapAll(goodPath, '%00') });
    return cases;
  }

  for (const p of pathParams) {
    for (const segment of sample(HOSTILE_SEGMENTS, options.perField + 2, random)) {
      add(`path ${p.name}=${shorten(segment)}`, { path: { ...goodPath, [p.name]: segment }, body: goodBody });
    }
  }

  for (const p of sample(queryParams, options.fieldsPerOperation, random)) {
    for (const value of hostileValuesFor(p.schema ?? {}, random, options.perField)) {
      add(`query ${p.name}=${shorten(value)}`, { query: { ...goodQuery, [p.name]: value }, body: goodBody });
    }
    add(`query ${p.name} repeated`, { body: goodBody, extraQuery: `${p.name}=1&${p.name}=2` });
  }
  if (queryParams.length > 0) {
    add('unknown query parameter', { query: { ...goodQuery, zzUnknown: 'x' }, body: goodBody });
  }

  if (bodySchema && goodBody && typeof goodBody === 'object' && !Array.isArray(goodBody)) {
    const body = goodBody as Record<string, unknown>;
    add('empty object', { body: {} });
    add('unknown field', { body: { ...body, zzUnknown: 'x' } });
    add('prototype pollution', {
      raw: JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
    });
    for (const name of sample(bodySchema.required ?? [], 3, random)) {
      const { [name]: _removed, ...rest } = body;
      add(`missing ${name}`, { body: rest });
    }
    for (const [name, schema] of sample(
      Object.entries(bodySchema.properties ?? {}),
      options.fieldsPerOperation,
      random,
    )) {
      for (const value of hostileValuesFor(schema, random, options.perField)) {
        add(`body ${name}=${shorten(value)}`, { body: { ...body, [name]: value } });
      }
    }
  }

  // Bodies of the wrong shape and type, on every operation (a GET with a body must not break either).
  add('broken JSON', { raw: '{"a":' });
  add('JSON array body', { raw: '[1,2,3]' });
  add('JSON null body', { raw: 'null' });
  add('JSON string body', { raw: '"text"' });
  add('NUL in raw JSON', { raw: '{"name":"a\\u0000b"}' });
  add('text/plain body', { raw: JSON.stringify(goodBody ?? {}), headers: { 'content-type': 'text/plain' } });
  add('XML body', { raw: '<a>1</a>', headers: { 'content-type': 'application/xml' } });
  add('multipart without boundary', { raw: 'x', headers: { 'content-type': 'multipart/form-data' } });
  add('form-encoded body', {
    raw: 'a=1&b=2',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  add('2 MB JSON body', { raw: JSON.stringify({ text: 'x'.repeat(2_000_000) }) });
  // Small bodies nested deeper than any recursive walk of them can go.
  add('20,000 nested arrays', { raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}` });
  add('10,000 nested objects', { raw: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` });
  add('hostile header values', {
    body: goodBody,
    headers: {
      'accept-language': HOSTILE_STRINGS[9] as string,
      'x-forwarded-for': 'not-an-ip',
      cookie: 'lang=%zz; x=\u0001',
    },
  });

  for (const other of METHODS) {
    if (other.toLowerCase() === method || document.paths[path]?.[other.toLowerCase()]) continue;
    add(`wrong method ${other}`, { method: other, body: goodBody });
    break;
  }
  return cases;
}

/** Percent-encodes even lone surrogates (as the bytes a careless client would send for them). */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(char);
    }).join('');
  }
}

function mapAll(values: Record<string, string>, to: string): Record<string, string> {
  return Object.fromEntries(Object.keys(values).map((key) => [key, to]));
}

function shorten(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const printable = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text);
  return printable;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
