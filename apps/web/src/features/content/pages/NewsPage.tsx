import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { newsListQuery } from '../api';
import classes from '../components/content.module.css';
import { NewsCard } from '../components/NewsCard';

export default function NewsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const query = useQuery(newsListQuery(lang, page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const pageLink = (target: number) => (target === 1 ? paths.news : `${paths.news}?page=${target}`);

  return (
    <PublicPage title={t('content.news.title')} lead={t('content.news.lead')} wide>
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>{t('content.news.empty')}</Text>
          ) : (
            <>
              <ul className={classes.grid}>
                {data.items.map((item) => (
                  <li key={item._id}>
                    <NewsCard item={item} headingLevel={2} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav className={classes.pager} aria-label={t('content.news.pages')}>
                  {page > 1 && (
                    <Button component={Link} to={pageLink(page - 1)} variant="default" rel="prev">
                      {t('content.news.newer')}
                    </Button>
                  )}
                  <Text aria-current="page">{t('content.news.pageOf', { page, pages })}</Text>
                  {page < pages && (
                    <Button component={Link} to={pageLink(page + 1)} variant="default" rel="next">
                      {t('content.news.older')}
                    </Button>
                  )}
                </nav>
              )}
            </>
          )
        }
      </QueryState>
    </PublicPage>
  );
}
