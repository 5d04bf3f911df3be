import { Anchor, Button, Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { usePageMeta } from '../../../lib/use-page-meta';
import { eventQuery } from '../api';
import classes from '../components/content.module.css';
import { EventDates } from '../components/EventDates';
import { RichText } from '../components/RichText';
import PageNotFound from './NotFoundPage';

/** The event's own code, and the generic one of an address no route answers. */
const notFoundCodes = ['EVENT_NOT_FOUND', 'NOT_FOUND'] as const;

export default function EventDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const query = useQuery(eventQuery(lang, id));
  usePageMeta(query.data?.title ?? t('content.events.title'), query.data ? `${query.data.venue}` : undefined);

  return (
    <QueryState query={query} notFound={<PageNotFound />} notFoundCodes={notFoundCodes}>
      {(event) => (
        <Container size="md" py="xl" component="article">
          <Stack gap="md">
            <Anchor component={Link} to="/upcoming-events">
              ← {t('content.events.back')}
            </Anchor>
            <Title order={1}>{event.title}</Title>
            <dl className={classes.dl}>
              <dt>{t('content.events.dates')}</dt>
              <dd>
                <EventDates start={event.startDate} end={event.endDate} />
              </dd>
              <dt>{t('content.events.venue')}</dt>
              <dd>{event.venue}</dd>
              {event.district && (
                <>
                  <dt>{t('content.events.district')}</dt>
                  <dd>{t(`districts.${event.district}`, { defaultValue: event.district })}</dd>
                </>
              )}
              {event.sports.length > 0 && (
                <>
                  <dt>{t('content.events.sports')}</dt>
                  <dd>{event.sports.join(', ')}</dd>
                </>
              )}
            </dl>
            {event.resultsFormId && (
              <Anchor component={Link} to={paths.competitionResults(event.resultsFormId)} fw={600}>
                {t('publicResults.eventResults')} →
              </Anchor>
            )}
            {event.descriptionHtml && <RichText html={event.descriptionHtml} />}
            {event.entryFormId && (
              <Button component={Link} to={paths.user.eventForm(event.entryFormId)} w="fit-content">
                {t('content.events.enter')}
              </Button>
            )}
          </Stack>
        </Container>
      )}
    </QueryState>
  );
}
