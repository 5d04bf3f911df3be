import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { resultsTableClasses } from '../../content';
import { recordsQuery } from '../api';
import { RecordHistory } from '../components/RecordHistory';
import { RecordSection } from '../components/RecordSection';
import { byDiscipline } from '../group';

/**
 * The state records (docs/decisions/0027), drawn on the server like the other public pages (decision 6):
 * each discipline's record per sport class now; with `?sport=…&discipline=…`, that discipline's records
 * with their history. `?sport=…` alone keeps one sport.
 */
export default function RecordsPage() {
  const [search] = useSearchParams();
  const sport = search.get('sport') ?? undefined;
  const discipline = search.get('discipline') ?? undefined;
  return sport && discipline ? (
    <DisciplineRecords sport={sport} discipline={discipline} />
  ) : (
    <AllRecords sport={sport} />
  );
}

function AllRecords({ sport }: { sport?: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(recordsQuery(lang, { ...(sport ? { sport } : {}), history: 'current' }));
  return (
    <PublicPage title={t('records.title')} lead={t('records.lead')} wide>
      <Anchor component={Link} to={paths.results} w="fit-content">
        ← {t('publicResults.all')}
      </Anchor>
      <p style={{ margin: 0 }}>{t('records.rules')}</p>
      <QueryState query={query} empty={<Text>{t('records.empty')}</Text>}>
        {({ items }) => {
          const groups = byDiscipline(items);
          return (
            <>
              {groups.length > 1 && (
                <nav aria-labelledby="records-disciplines">
                  <h2 id="records-disciplines" className="visually-hidden-inline">
                    {t('records.disciplines')}
                  </h2>
                  <ul className={resultsTableClasses.toc}>
                    {groups.map((group) => (
                      <li key={group.id}>
                        <a href={`#${group.id}`}>{group.name}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {groups.map((group) => (
                <RecordSection key={group.id} group={group} />
              ))}
            </>
          );
        }}
      </QueryState>
    </PublicPage>
  );
}

function DisciplineRecords({ sport, discipline }: { sport: string; discipline: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(recordsQuery(lang, { sport, discipline, history: 'all' }));
  const name = query.data?.items.at(-1)?.name ?? discipline;
  return (
    <PublicPage title={t('records.historyTitle', { discipline: name })} lead={t('records.historyLead')} wide>
      <Anchor component={Link} to={paths.records} w="fit-content">
        ← {t('records.all')}
      </Anchor>
      <QueryState query={query} empty={<Text>{t('records.emptyDiscipline')}</Text>}>
        {({ items }) => <RecordHistory records={items} />}
      </QueryState>
    </PublicPage>
  );
}
