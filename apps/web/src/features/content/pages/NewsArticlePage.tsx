import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { usePageMeta } from '../../../lib/use-page-meta';
import { newsArticleQuery } from '../api';
import classes from '../components/content.module.css';
import { RichText } from '../components/RichText';
import PageNotFound from './NotFoundPage';

/** The article's own code, and the generic one of an address no route answers. */
const notFoundCodes = ['NEWS_NOT_FOUND', 'NOT_FOUND'] as const;

export default function NewsArticlePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { slug = '' } = useParams();
  const query = useQuery(newsArticleQuery(lang, slug));
  usePageMeta(query.data?.title ?? t('content.news.title'), query.data?.summary);

  return (
    <QueryState query={query} notFound={<PageNotFound />} notFoundCodes={notFoundCodes}>
      {(article) => (
        <Container size="md" py="xl" component="article">
          <Stack gap="md">
            <Anchor component={Link} to="/news">
              ← {t('content.news.back')}
            </Anchor>
            <Title order={1}>{article.title}</Title>
            <Text className={classes.meta}>
              {t('content.news.published')}{' '}
              <time dateTime={article.publishedOn}>{formatDate(article.publishedOn)}</time>
            </Text>
            {article.coverUrl && (
              <img className={classes.cover} src={article.coverUrl} alt="" width={1200} height={600} />
            )}
            <Text size="lg" fw={500}>
              {article.summary}
            </Text>
            <RichText html={article.bodyHtml} />
          </Stack>
        </Container>
      )}
    </QueryState>
  );
}
