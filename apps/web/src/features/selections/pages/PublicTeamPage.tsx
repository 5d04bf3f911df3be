import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { resultsTableClasses, TableBox } from '../../content';
import { publicTeamQuery } from '../api';

/**
 * /national-teams/:id: the state's team for a national championship, drawn on the server like the other
 * public pages (decision 6): the athletes who accepted with their events and guides, and the support staff.
 */
export default function PublicTeamPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const query = useQuery(publicTeamQuery(id));
  const team = query.data;
  return (
    <PublicPage
      title={team ? team.championship.name : t('selections.public.title')}
      lead={
        team
          ? t('selections.public.lead', {
              venue: team.championship.venue,
              start: formatDay(team.championship.startDate),
              end: formatDay(team.championship.endDate),
            })
          : undefined
      }
      wide
    >
      <QueryState query={query}>
        {(data) => (
          <>
            <h2>{t('selections.public.athletes')}</h2>
            {data.athletes.length === 0 ? (
              <Text>{t('selections.public.noAthletes')}</Text>
            ) : (
              <TableBox label={t('selections.public.athletes')}>
                <table className={resultsTableClasses.table}>
                  <caption>{t('selections.public.athletesCaption', { count: data.athletes.length })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('selections.public.name')}</th>
                      <th scope="col">{t('selections.public.district')}</th>
                      <th scope="col">{t('selections.public.sportClass')}</th>
                      <th scope="col">{t('selections.public.events')}</th>
                      <th scope="col">{t('selections.public.guide')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.athletes.map((athlete) => (
                      <tr key={`${athlete.name}-${athlete.district}`}>
                        <th scope="row">{athlete.name}</th>
                        <td>{athlete.district}</td>
                        <td>{athlete.sportClass}</td>
                        <td>
                          {athlete.disciplines
                            .map((item) => (lang === 'hi' && item.nameHi ? item.nameHi : item.name))
                            .join(', ')}
                        </td>
                        <td>{athlete.guide ?? '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            )}
            {data.support.length > 0 && (
              <>
                <h2>{t('selections.public.support')}</h2>
                <ul>
                  {data.support.map((person) => (
                    <li key={`${person.role}-${person.name}`}>
                      {person.name}: {t(`selections.roles.${person.role}`)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </QueryState>
    </PublicPage>
  );
}
