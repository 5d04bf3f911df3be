/**
 * Text that no field may hold: NUL and the other C0 control characters except tab, line feed and carriage
 * return (PostgreSQL cannot store NUL in text or jsonb, and nothing a person types contains them), and
 * UTF-16 halves without their partner (a broken character: it has no UTF-8 form).
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeCharacters = (value: string): boolean => UNSAFE_TEXT.test(value);

/** Message key for a refused value (the web app translates it; the server sends the English text). */
export const UNSAFE_TEXT_MESSAGE = 'validation.badCharacters';

/** Refinement for z.string(): `.refine(isSafeText, UNSAFE_TEXT_MESSAGE)`. */
export const isSafeText = (value: string): boolean => !hasUnsafeCharacters(value);

/**
 * The dot-separated path of the first string (or object key) in `value` that holds unsafe characters, or
 * null. The server runs it over every body, query and path so no route can pass such text to the database.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? path || '_root' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (hasUnsafeCharacters(key)) return itemPath;
      const found = findUnsafeText(item, itemPath);
      if (found) return found;
    }
  }
  return null;
}
