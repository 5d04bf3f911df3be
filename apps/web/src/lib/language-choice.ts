/** Where the reader's language is remembered: storage for the React app, a cookie for the server. */
export const LANGUAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'lang';

/** Remembers the choice in both places. */
export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // The cookie alone carries it.
  }
  // Cookie Store API is missing from the older phone browsers this site serves.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)};path=/;max-age=31536000;samesite=lax`;
}
