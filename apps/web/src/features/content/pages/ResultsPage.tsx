import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { resultsListQuery } from '../api';
import classes from '../components/content.module.css';
import { EventDates } from '../components/EventDates';
import results from '../components/results.module.css';

/** Competitions with published results, newest first, each leading to its results page. */
export default function ResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(resultsListQuery(lang));
  return (
    <PublicPage title={t('publicResults.title')} lead={t('publicResults.lead')} wide>
      <Anchor component={Link} to={paths.records} w="fit-content">
        {t('publicResults.records')} →
      </Anchor>
      <QueryState query={query} empty={<Text>{t('publicResults.empty')}</Text>}>
        {({ items }) => (
          <ul className={classes.grid}>
            {items.map((item) => (
              <li key={item.formId}>
                <article className={classes.card}>
                  <div className={classes.cardBody}>
                    <h2 className={classes.cardTitle}>
                      <Link to={paths.competitionResults(item.formId)}>{item.title}</Link>
                      {item.correctedAt && (
                        <span className={results.badge}>{t('publicResults.correctedBadge')}</span>
                      )}
                    </h2>
                    <p className={classes.meta}>
                      <EventDates start={item.startDate} end={item.endDate} />
                    </p>
                    <p style={{ margin: 0 }}>
                      {item.eventTitle} · {item.venue}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </PublicPage>
  );
}
