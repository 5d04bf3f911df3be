import { useEffect } from 'react';
import { useServerRender } from './server-render';
import { useTranslation } from './translation';

/** Sets document.title to "<page> · <site>" in the reader's language. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const siteName = t('common.siteName');
  const full = title ? `${title} · ${siteName}` : siteName;
  const server = useServerRender();
  if (server) server.head.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
