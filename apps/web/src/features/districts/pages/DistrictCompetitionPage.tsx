import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DistrictFormEntries } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { checkoutFailureMessage } from '../../payments';
import { DistrictEntriesTable } from '../components/DistrictEntriesTable';
import { DistrictResultsPanel } from '../components/DistrictResultsPanel';
import { DistrictStartLists } from '../components/DistrictStartLists';
import { formEntriesQuery } from '../team-api';
import { useReturnedTeamPayment, useTeamCheckout } from '../use-team-checkout';

/** /district/competitions/:formId: the district's entries on a competition, its start lists and results. */
export default function DistrictCompetitionPage() {
  const { formId = '' } = useParams();
  const { t } = useTranslation();
  const language = useLang();
  const location = useLocation();
  const entries = useQuery(formEntriesQuery(formId));
  const [paid, setPaid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const onPaid = useCallback(() => setPaid(true), []);
  const onFailure = useCallback((error: unknown) => setFailure(error), []);
  const verifying = useReturnedTeamPayment(onPaid, onFailure);
  const confirmedFree = (location.state as { teamConfirmed?: boolean } | null)?.teamConfirmed === true;
  const title = entries.data
    ? language === 'hi' && entries.data.form.titleHi
      ? entries.data.form.titleHi
      : entries.data.form.title
    : '';
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.districtCompetition')} intro={title} />
      <Alert tone="success" title={paid ? t('districtEntries.entries.paidTitle') : null}>
        {paid && <Text size="sm">{t('districtEntries.entries.paid')}</Text>}
      </Alert>
      <Alert
        tone="success"
        title={confirmedFree && !paid ? t('districtEntries.entries.confirmedTitle') : null}
      >
        {confirmedFree && !paid && <Text size="sm">{t('districtEntries.entries.confirmed')}</Text>}
      </Alert>
      <Alert tone="error" title={failure ? t('payments.failedTitle') : null}>
        {failure !== null && (
          <Text size="sm">
            {isApiError(failure) ? errorText(t, failure) : t(checkoutFailureMessage(failure) as string)}
          </Text>
        )}
      </Alert>
      {verifying && <Text aria-live="polite">{t('districtEntries.entries.verifying')}</Text>}
      <QueryState query={entries} errorTitle={t('districtUnit.loadFailed')}>
        {(data) => (
          <Stack gap="lg">
            <TeamsDue data={data} onFailure={onFailure} />
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="district-entries">
              <Stack gap="sm">
                <Title order={2} size="h3" id="district-entries">
                  {t('districtEntries.entries.title')}
                </Title>
                <DistrictEntriesTable data={data} />
                {(data.form.phase === 'open' || data.form.phase === 'late') && (
                  <Anchor component={Link} to={paths.district.enterTeam(formId)}>
                    {t('districtEntries.list.enter')}
                  </Anchor>
                )}
              </Stack>
            </Paper>
            {data.disciplines.length > 0 && <DistrictStartLists data={data} />}
            {data.form.resultsPublished && <DistrictResultsPanel formId={formId} />}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The secretary's teams that still owe their fees: one payment each. */
function TeamsDue({ data, onFailure }: { data: DistrictFormEntries; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const language = useLang();
  const checkout = useTeamCheckout(data.form._id);
  if (data.teamsDue.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="teams-due">
      <Stack gap="sm">
        <Title order={2} size="h3" id="teams-due">
          {t('districtEntries.entries.dueTitle')}
        </Title>
        {data.teamsDue.map((team) => (
          <Group key={team.teamId} gap="sm" wrap="wrap">
            <Text>{t('districtEntries.entries.due', { amount: formatMoney(team.duePaise, language) })}</Text>
            <Button loading={checkout.busy} onClick={() => void checkout.pay(team.teamId).catch(onFailure)}>
              {t('districtEntries.entries.pay', { amount: formatMoney(team.duePaise, language) })}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
