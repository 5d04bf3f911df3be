import type { NewsCard as NewsCardData } from '@para/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import classes from './content.module.css';

export function NewsCard({ item, headingLevel = 3 }: { item: NewsCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      {item.coverUrl && (
        <img className={classes.cover} src={item.coverUrl} alt="" loading="lazy" width={640} height={320} />
      )}
      <div className={classes.cardBody}>
        <p className={classes.meta}>
          <span className="visually-hidden-inline">{t('content.news.published')} </span>
          <time dateTime={item.publishedOn}>{formatDate(item.publishedOn)}</time>
        </p>
        <Heading className={classes.cardTitle}>
          <Link to={paths.newsArticle(item.slug)}>{item.title}</Link>
        </Heading>
        <p style={{ margin: 0 }}>{item.summary}</p>
      </div>
    </article>
  );
}
