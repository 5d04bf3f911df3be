import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { RegistrationData } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert, QueryError, QueryLoading } from '../../../components/feedback';
import { paths } from '../../../lib/paths';
import { loaderTakingEarlyAnswers, queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { statePage } from '../../../lib/state-page';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { registrationDataQuery, registrationOptionsQuery } from '../api';
import { laterSteps } from '../components/later-steps';
import { type WizardMode, WizardSteps } from '../components/WizardSteps';

export { DRAFT_DELAY_MS } from '../use-draft';
export type { WizardMode };

const takeEarlyAnswers = loaderTakingEarlyAnswers(registrationOptionsQuery, registrationDataQuery);

/**
 * The route's loader: on the app's first page, whose document has started the page's requests
 * (lib/early-requests.ts), the first render waits for their answers and draws the form at once,
 * instead of a loading line and then, in one long task, the form. Later visits show the loading line.
 * An athlete past the first step may start on a later one: its form comes before that first render too.
 */
export async function loader(): Promise<null> {
  await takeEarlyAnswers();
  const saved = queryClient.getQueryData<RegistrationData>(registrationDataQuery().queryKey);
  if (saved?.page1) await laterSteps.ready().catch(() => undefined);
  return null;
}

/**
 * /registration and /edit-registration: loads the options and the athlete's registration, then shows
 * the three-step form, or says why there is nothing to fill in (submitted, approved, closed).
 */
export default function RegistrationWizardPage({ mode }: { mode: WizardMode }) {
  const { t } = useTranslation();
  const current = useSession();
  const title = mode === 'edit' ? t('pages.editRegistration') : t('pages.registration');
  usePageTitle(title);
  const options = useQuery(registrationOptionsQuery());
  const data = useQuery(registrationDataQuery());

  let body: ReactNode;
  if (options.isPending || data.isPending) body = <QueryLoading />;
  else if (options.isError || data.isError) {
    body = (
      <QueryError
        title={t('common.loadFailed')}
        retryLabel={t('common.tryAgain')}
        error={options.error ?? data.error}
        onRetry={() => {
          void options.refetch();
          void data.refetch();
        }}
      />
    );
  } else if (data.data.status === 'rejected' && mode === 'new') {
    return <Navigate to={paths.editRegistration} replace />;
  } else if (data.data.status === 'submitted' || data.data.status === 'approved') {
    body = <NothingToChange status={data.data.status} />;
  } else if (data.data.status === 'draft' && !options.data.registrationsOpen) {
    body = (
      <Alert color="orange" role="status" title={t('registration.closed.title')}>
        {t('registration.closed.text')}
      </Alert>
    );
  } else {
    body = (
      <WizardSteps
        data={data.data}
        options={options.data}
        mode={data.data.status === 'rejected' ? 'edit' : 'new'}
        userId={current._id}
        prefill={{ name: current.name, phone: current.phone }}
      />
    );
  }

  return (
    <Stack gap="lg" maw={880} w="100%">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}

function NothingToChange({ status }: { status: 'submitted' | 'approved' }) {
  const { t } = useTranslation();
  const current = useSession();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>
          {status === 'approved' ? t('registration.already.approved') : t('registration.already.submitted')}
        </Text>
        <Button component={Link} to={statePage(current)}>
          {t('registration.already.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
