import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { paths } from '../../../lib/paths';
import { useLang } from '../../../lib/use-lang';
import { resultsTableClasses } from '../../content';
import { recordsQuery } from '../api';
import { RecordSection } from '../components/RecordSection';
import { byDiscipline } from '../group';

/**
 * The state records (docs/decisions/0027): each discipline's current record per sport class, with its
 * history, drawn on the server like the other public pages (decision 6) and read without JavaScript.
 */
export default function RecordsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(recordsQuery(lang));
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
