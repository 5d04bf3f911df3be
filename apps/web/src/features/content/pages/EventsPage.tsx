import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { eventsQuery } from '../api';
import classes from '../components/content.module.css';
import { EventCard } from '../components/EventCard';

export default function EventsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(eventsQuery(lang));
  return (
    <PublicPage title={t('content.events.title')} lead={t('content.events.lead')} wide>
      <QueryState query={query}>
        {(events) =>
          events.length === 0 ? (
            <Text>{t('content.events.empty')}</Text>
          ) : (
            <ul className={classes.grid}>
              {events.map((item) => (
                <li key={item._id}>
                  <EventCard item={item} headingLevel={2} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Anchor component={Link} to={paths.results} w="fit-content">
        {t('publicResults.title')} →
      </Anchor>
      <Anchor component={Link} to={paths.records} w="fit-content">
        {t('publicResults.records')} →
      </Anchor>
    </PublicPage>
  );
}
