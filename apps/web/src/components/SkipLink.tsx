import { useTranslation } from '../lib/translation';

/** First stop of the keyboard: jumps over the header and navigation to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('common.skipToContent')}
    </a>
  );
}
