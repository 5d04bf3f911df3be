import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to "<page> · <site>" in the reader's language. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const siteName = t('common.siteName');
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
