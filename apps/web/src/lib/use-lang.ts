import { useTranslation } from './translation';

/** The language content is asked for: the reader's chosen language (the server falls back to English). */
export function useLang(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}
