import { routes, webPagePatterns } from '@para/contract';

/**
 * Names of the address parts that are secrets: whoever has one takes over an account (`/take-over?code=`),
 * pays through a district's link (`/pay/:token`), sees an accreditation or identity card (`/verify/…`),
 * a profile photo (its unguessable `:file` name), or holds a pasted signed record
 * (`/verify/certificate?token=`). A route that puts a secret in its address names it so, and the log
 * never sees it.
 */
const SECRET_NAMES = new Set(['token', 'code', 'file']);
const REMOVED = '[removed]';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** A segment or name as the router reads it (`%61` is `a`); a broken escape as written. */
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every address pattern of the web app and the API, as segments (`:name` stands for one segment). */
const patterns = [...webPagePatterns, ...Object.values(routes).map((route) => route.path)].map(segmentsOf);

/**
 * Where a secret sits: the literal segments before it, and the literals other patterns have at its
 * place (`/verify/certificate` is a page, not an identity card's code).
 */
const secretPlaces = patterns.flatMap((pattern) =>
  pattern.flatMap((segment, index) =>
    segment.startsWith(':') && SECRET_NAMES.has(segment.slice(1))
      ? [{ before: pattern.slice(0, index), index }]
      : [],
  ),
);
/** Whether `segment` of an address stands where `part` of a pattern does. */
const fits = (part: string | undefined, segment: string | undefined) =>
  part !== undefined && segment !== undefined && (part.startsWith(':') ? segment !== '' : part === segment);
const isLiteralAt = (before: string[], index: number, value: string) =>
  patterns.some(
    (pattern) =>
      pattern[index] === value && before.every((segment, position) => fits(segment, pattern[position])),
  );

/**
 * The request's address as the log shows it: secrets in the path (by the route patterns above) and
 * in the query (by name) replaced with `[removed]`. The rest stays, so a log line still says which
 * page or API was asked for.
 */
export function addressForLog(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);

  const parts = path.split('/');
  const read = parts.map(decoded);
  // parts[0] is the empty string before the leading slash; segment i of a pattern is parts[i + 1].
  for (const { before, index } of secretPlaces) {
    const value = read[index + 1];
    if (value === undefined || value === '') continue;
    const leads = before.every((part, position) => fits(part, read[position + 1]));
    if (leads && !isLiteralAt(before, index, value)) parts[index + 1] = REMOVED;
  }
  const loggedPath = parts.join('/');
  if (queryStart === -1) return loggedPath;

  const loggedQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_NAMES.has(decoded(rawName.replaceAll('+', ' '))) ? `${rawName}=${REMOVED}` : pair;
    })
    .join('&');
  return `${loggedPath}?${loggedQuery}`;
}
