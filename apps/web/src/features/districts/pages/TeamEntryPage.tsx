import { Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { disciplineFee, type TeamEligibility, type TeamRefusal } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { checkoutFailureMessage } from '../../payments';
import { TeamAthleteChoice } from '../components/TeamAthleteChoice';
import { reasonText } from '../components/team-texts';
import { teamEligibilityQuery, useEnterTeam } from '../team-api';
import { useTeamCheckout } from '../use-team-checkout';

type Chosen = Record<string, string[]>;

/** What the chosen entries cost at the form's fees (places given from a waiting list are charged later). */
function estimate(form: TeamEligibility['form'], chosen: Chosen): number {
  let total = 0;
  for (const keys of Object.values(chosen)) {
    if (keys.length === 0) continue;
    for (const key of keys) total += disciplineFee(form, key);
    if (form.phase === 'late') total += form.lateFeePaise;
  }
  return total;
}

/** /district/competitions/:formId/enter: the district's approved athletes, chosen per discipline, entered at once. */
export default function TeamEntryPage() {
  const { formId = '' } = useParams();
  const { t } = useTranslation();
  const eligibility = useQuery(teamEligibilityQuery(formId));
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.districtEnterTeam')} intro={t('districtEntries.team.intro')} />
      <QueryState query={eligibility} errorTitle={t('districtUnit.loadFailed')}>
        {(data) => <TeamForm data={data} />}
      </QueryState>
    </Stack>
  );
}

function TeamForm({ data }: { data: TeamEligibility }) {
  const { t } = useTranslation();
  const language = useLang();
  const navigate = useNavigate();
  const { form, athletes } = data;
  const [chosen, setChosen] = useState<Chosen>({});
  const [failure, setFailure] = useState<unknown>(null);
  const enter = useEnterTeam();
  const checkout = useTeamCheckout(form._id);
  const title = language === 'hi' && form.titleHi ? form.titleHi : form.title;
  const open = form.phase === 'open' || form.phase === 'late';
  const team = Object.entries(chosen)
    .filter(([, keys]) => keys.length > 0)
    .map(([userId, disciplines]) => ({ userId, disciplines }));
  const total = estimate(form, chosen);
  const busy = enter.isPending || checkout.busy;

  const submit = async () => {
    if (busy || team.length === 0) return;
    setFailure(null);
    try {
      const result = await enter.mutateAsync({ formId: form._id, entries: team });
      if (result.amountPaise > 0) {
        await checkout.pay(result.teamId);
        return;
      }
      navigate(paths.district.competition(form._id), { state: { teamConfirmed: true } });
    } catch (error) {
      setFailure(error);
    }
  };

  const refusals =
    isApiError(failure) && failure.code === 'TEAM_ENTRY_REFUSED'
      ? ((failure.data as { refusals?: TeamRefusal[] } | null)?.refusals ?? [])
      : [];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {form.eventTitle}
          </Text>
          <Text size="sm">
            {form.feePaise > 0
              ? t('districtEntries.team.fee', { amount: formatMoney(form.feePaise, language) })
              : t('districtEntries.team.free')}
          </Text>
        </Paper>
        {!open && <Alert tone="info">{t('districtEntries.team.closed')}</Alert>}
        {athletes.length === 0 ? (
          <Text>{t('districtEntries.team.none')}</Text>
        ) : (
          athletes.map((athlete) => (
            <TeamAthleteChoice
              key={athlete._id}
              athlete={athlete}
              disciplines={form.disciplines}
              chosen={chosen[athlete._id] ?? []}
              onChange={(keys) => setChosen((current) => ({ ...current, [athlete._id]: keys }))}
            />
          ))
        )}
        <Alert tone="error" title={failure ? t('districtEntries.team.refusedTitle') : null}>
          {failure !== null &&
            (refusals.length > 0 ? (
              <List size="sm">
                {refusals.map((refusal) => (
                  <List.Item key={refusal.userId}>
                    {refusal.name}: {reasonText(t, refusal.code)}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">
                {isApiError(failure) ? errorText(t, failure) : t(checkoutFailureMessage(failure) as string)}
              </Text>
            ))}
        </Alert>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="team-total">
          <Stack gap="xs">
            <Text id="team-total" fw={600} aria-live="polite">
              {t('districtEntries.team.total', {
                count: team.length,
                amount: formatMoney(total, language),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('districtEntries.team.totalNote')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button type="submit" loading={busy} disabled={!open || team.length === 0}>
                {total > 0
                  ? t('districtEntries.team.enterAndPay', { amount: formatMoney(total, language) })
                  : t('districtEntries.team.enterFree')}
              </Button>
              <Anchor component={Link} to={paths.district.competition(form._id)}>
                {t('districtEntries.team.seeEntries')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
