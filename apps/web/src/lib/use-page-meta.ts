import { useEffect } from 'react';
import { useServerRender } from './server-render';
import { usePageTitle } from './use-page-title';

/**
 * Title and meta description of a page. The server writes both (and Open Graph tags) into the HTML
 * of news and event pages for link previews; this keeps them right while the reader moves around.
 */
export function usePageMeta(title: string, description?: string): void {
  usePageTitle(title);
  const server = useServerRender();
  if (server && description) server.head.description = description;
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
