import { rememberLanguage } from '../lib/language-choice';

/** The language switch: remembered for the React app (storage) and the server (cookie), then reload. */
export function enhanceLanguageSwitch(signal: AbortSignal): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-language-switch]')) {
    // The server rendered the page in this language; the select shows it.
    select.value = document.documentElement.lang;
    select.addEventListener(
      'change',
      () => {
        rememberLanguage(select.value);
        location.reload();
      },
      { signal },
    );
  }
}
