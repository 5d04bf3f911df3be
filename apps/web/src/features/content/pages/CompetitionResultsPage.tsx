import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import type { ApiErrorCode } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { competitionQuery, competitionResultsQuery, medalTableQuery } from '../api';
import classes from '../components/content.module.css';
import { DisciplineResults, disciplineAnchor } from '../components/DisciplineResults';
import { EventDates } from '../components/EventDates';
import { MedalTable } from '../components/MedalTable';
import results from '../components/results.module.css';
import PageNotFound from './NotFoundPage';

/** Nothing published, no such competition, or an address that is no competition's. */
const notFoundCodes: readonly ApiErrorCode[] = ['RESULTS_NOT_PUBLISHED', 'NOT_FOUND', 'VALIDATION_FAILED'];

/** A competition's published results: its medal table, then each discipline's results. */
export default function CompetitionResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { formId = '' } = useParams();
  const competition = useQuery(competitionQuery(lang, formId));
  const disciplines = useQuery(competitionResultsQuery(formId));
  const medals = useQuery(medalTableQuery(formId));
  const notFound = (
    <QueryState query={competition} notFound={<PageNotFound />} notFoundCodes={notFoundCodes}>
      {null}
    </QueryState>
  );
  if (!competition.data) return notFound;
  const item = competition.data;
  const lead = `${item.eventTitle} · ${item.venue}`;

  return (
    <PublicPage title={t('publicResults.open', { title: item.title })} lead={lead} wide>
      <p className={results.links}>
        <Anchor component={Link} to={paths.results}>
          ← {t('publicResults.all')}
        </Anchor>
        <Anchor component={Link} to={paths.records}>
          {t('publicResults.records')} →
        </Anchor>
      </p>
      <dl className={classes.dl}>
        <dt>{t('publicResults.event')}</dt>
        <dd>
          {item.eventId ? (
            <Anchor component={Link} to={paths.event(item.eventId)}>
              {item.eventTitle}
            </Anchor>
          ) : (
            item.eventTitle
          )}
        </dd>
        <dt>{t('publicResults.dates')}</dt>
        <dd>
          <EventDates start={item.startDate} end={item.endDate} />
        </dd>
        <dt>{t('publicResults.venue')}</dt>
        <dd>{item.venue}</dd>
        <dt>{t('publicResults.published')}</dt>
        <dd>
          <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
        </dd>
      </dl>
      {item.correctedAt && (
        <p className={results.notice}>
          <strong>{t('publicResults.corrected', { when: formatDateTime(item.correctedAt) })}</strong>{' '}
          {t('publicResults.correctedText')}
        </p>
      )}
      <QueryState query={disciplines}>
        {(list) =>
          list.length > 1 && (
            <nav aria-labelledby="results-disciplines">
              <h2 id="results-disciplines" className="visually-hidden-inline">
                {t('publicResults.disciplines')}
              </h2>
              <ul className={results.toc}>
                {list.map((discipline) => (
                  <li key={discipline.discipline}>
                    <a href={`#${disciplineAnchor(discipline.discipline)}`}>
                      {lang === 'hi' && discipline.nameHi ? discipline.nameHi : discipline.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )
        }
      </QueryState>
      <section className={results.section} aria-labelledby="results-medals">
        <h2 id="results-medals">{t('publicResults.medals')}</h2>
        <QueryState query={medals}>{(lines) => <MedalTable medals={lines} />}</QueryState>
      </section>
      <QueryState query={disciplines}>
        {(list) =>
          list.map((discipline) => <DisciplineResults key={discipline.discipline} item={discipline} />)
        }
      </QueryState>
    </PublicPage>
  );
}
