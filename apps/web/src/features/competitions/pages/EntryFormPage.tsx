import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { competitionProfileQuery, openFormQuery } from '../api';
import { EntryForm } from '../components/EntryForm';
import { formTitle } from '../describe';

/**
 * /user/form/:formId: the entry form. What the portal knows of the athlete is shown, not asked; the
 * disciplines they may enter can be picked; the form's questions follow; a free entry is confirmed at
 * once and a paid one goes on to the same checkout as the registration fee.
 */
export default function EntryFormPage() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const form = useQuery(openFormQuery(formId));
  const profile = useQuery(competitionProfileQuery());
  const { _id: userId } = useSession();
  const title = form.data ? formTitle(form.data) : t('competitionEntry.form.title');

  return (
    <Stack gap="lg" w="100%" maw={820}>
      <PageHeader
        title={title}
        intro={
          form.data
            ? t('competitionEntry.form.intro', {
                event: form.data.eventTitle,
                closes: formatDateTime(form.data.lateUntil ?? form.data.closesAt),
              })
            : undefined
        }
      />
      <QueryState
        query={form}
        errorTitle={t('competitions.loadFailed')}
        notFoundCodes={['FORM_NOT_FOUND', 'NOT_FOUND']}
        notFound={<Alert tone="info" role="note" message="competitionEntry.form.notFound" />}
      >
        {(data) =>
          data.myEntryId !== null ? (
            <Alert tone="info" role="note" title={t('competitionEntry.form.alreadyEntered')}>
              <Anchor component={Link} to={paths.user.eventForm(data._id)}>
                {t('competitions.list.viewEntry')}
              </Anchor>
            </Alert>
          ) : data.phase !== 'open' && data.phase !== 'late' ? (
            <Alert tone="info" role="note">
              <Text>
                {data.phase === 'upcoming'
                  ? t('competitions.list.opensOn', { date: formatDateTime(data.opensAt) })
                  : t('competitions.list.closed')}
              </Text>
              <Anchor component={Link} to={paths.user.eventsList}>
                {t('competitionEntry.form.backToList')}
              </Anchor>
            </Alert>
          ) : (
            <QueryState
              query={profile}
              errorTitle={t('competitions.loadFailed')}
              // The server may refuse the profile outright to an athlete not yet approved.
              notFoundCodes={['REGISTRATION_NOT_APPROVED']}
              notFound={<Alert tone="info" role="note" message="competitionEntry.form.notApproved" />}
            >
              {(athlete) =>
                athlete.registrationApproved ? (
                  <EntryForm form={data} profile={athlete} userId={userId} />
                ) : (
                  <Alert tone="info" role="note" message="competitionEntry.form.notApproved" />
                )
              }
            </QueryState>
          )
        }
      </QueryState>
    </Stack>
  );
}
