import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { type PageKey, pageQuery } from '../api';
import { RichText } from './RichText';

/** About and the policy pages: title and text kept by administrators (Admin › Content › Pages). */
export function ContentPage({ pageKey, fallbackTitle }: { pageKey: PageKey; fallbackTitle: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(pageQuery(lang, pageKey));
  return (
    <PublicPage title={query.data?.title ?? fallbackTitle}>
      <QueryState query={query}>
        {(page) => (
          <>
            <RichText html={page.bodyHtml} />
            <Text size="sm" c="dimmed">
              {t('content.ui.updated', { date: formatDate(page.updatedAt) })}
            </Text>
          </>
        )}
      </QueryState>
    </PublicPage>
  );
}
