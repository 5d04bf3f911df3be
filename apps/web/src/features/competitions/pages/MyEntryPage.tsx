import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type AthleteForm, type EntryDetail, entryFee, type MyEntry } from '@para/contract';
import { IconDoorExit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { mySubmissionsQuery, openFormQuery, submissionQuery } from '../api';
import { EntryAnswers } from '../components/EntryAnswers';
import type { EnteredState } from '../components/EntryForm';
import { EntryPayment } from '../components/EntryPayment';
import { ReceiptButton } from '../components/ReceiptButton';
import { WithdrawDialog } from '../components/WithdrawDialog';
import { disciplineName, formTitle } from '../describe';
import { entryPaymentId } from '../receipts';

/** The athlete's entry on a form: the one not withdrawn, else the latest. */
export const entryOnForm = (entries: MyEntry[], formId: string): MyEntry | null => {
  const onForm = entries.filter((entry) => entry.formId === formId);
  return onForm.find((entry) => entry.status !== 'withdrawn') ?? onForm[0] ?? null;
};

/** Until when the athlete may withdraw: the form's withdrawal deadline, else its close; null when unknown. */
export function withdrawDeadline(entry: MyEntry, form: AthleteForm | undefined): string | null {
  return entry.withdrawUntil ?? (form ? (form.lateUntil ?? form.closesAt) : null);
}

const statusColor = { pending_payment: 'orange', confirmed: 'green', withdrawn: 'gray' } as const;

/** /user/event-form/:formId: the athlete's entry, its payment and receipt, and withdrawing it. */
export default function MyEntryPage() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const mine = useQuery(mySubmissionsQuery());
  const found = mine.data ? entryOnForm(mine.data, formId) : null;
  const detail = useQuery({ ...submissionQuery(found?._id ?? ''), enabled: found !== null });
  const form = useQuery({ ...openFormQuery(formId), retry: false });
  const title = detail.data
    ? formTitle(detail.data.form)
    : (found?.formTitle ?? t('competitionEntry.entry.title'));

  return (
    <Stack gap="lg" w="100%" maw={820}>
      <PageHeader title={title} intro={t('competitionEntry.entry.intro')} />
      <QueryState
        query={mine}
        errorTitle={t('competitions.loadFailed')}
        isEmpty={() => found === null}
        empty={
          <Alert tone="info" role="note" title={t('competitionEntry.entry.none')}>
            <Anchor component={Link} to={paths.user.form(formId)}>
              {t('competitionEntry.entry.enterNow')}
            </Anchor>
          </Alert>
        }
      >
        {found && (
          <QueryState query={detail} errorTitle={t('competitions.loadFailed')}>
            {(entry) => <EntryView entry={entry} summary={found} form={form.data} />}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  );
}

function EntryView({ entry, summary, form }: { entry: EntryDetail; summary: MyEntry; form?: AthleteForm }) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = (location.state as EnteredState | null) ?? {};
  // Back from the test gateway the server may have confirmed the entry already (no payment to verify
  // here): that is an arrival too.
  const arrived = Boolean(state.entered || state.testPayment);
  const [withdrawing, setWithdrawing] = useState(false);
  const deadline = withdrawDeadline(summary, form);
  const canWithdraw = entry.status !== 'withdrawn' && deadline !== null && Date.now() < Date.parse(deadline);
  // Confirmed with every discipline on its waiting list: in, but not yet competing.
  const onlyWaiting =
    entry.status === 'confirmed' && entry.disciplines.every((item) => item.status === 'waitlisted');
  const waitingCosts = (key: string) => Boolean(form && entryFee(form, [key], new Date()) > 0);
  // Something was paid (a place granted later from a waiting list may still be due).
  const paid = entry.paidPaise > 0;
  const paymentId = paid ? entryPaymentId(entry) : null;
  const nameOf = (key: string) => {
    const discipline = form?.disciplines.find((item) => item.key === key);
    return discipline ? disciplineName(discipline) : key;
  };

  return (
    <Stack gap="lg">
      {arrived && entry.status !== 'withdrawn' && (
        <Alert
          tone="success"
          message={
            onlyWaiting
              ? 'competitionEntry.entry.arrived.waiting'
              : entry.status === 'confirmed'
                ? 'competitionEntry.entry.arrived.confirmed'
                : 'competitionEntry.entry.arrived.pendingPayment'
          }
        />
      )}
      {entry.status === 'withdrawn' && (
        <Alert tone="info" role="note" title={t('competitionEntry.entry.withdrawnTitle')}>
          <Text size="sm">
            {t('competitionEntry.entry.withdrawnOn', { date: formatDateTime(entry.withdrawnAt) })}
            {paid && ` ${t('competitionEntry.entry.refundDue', { amount: formatMoney(entry.paidPaise) })}`}
          </Text>
        </Alert>
      )}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        component="section"
        aria-labelledby="entry-status"
      >
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h3" id="entry-status">
              {t('competitionEntry.entry.status')}
            </Title>
            <Badge
              color={onlyWaiting ? 'orange' : statusColor[entry.status]}
              variant="light"
              c="dark.9"
              size="lg"
            >
              {t(
                onlyWaiting
                  ? 'competitionEntry.entryStatus.waiting'
                  : `competitionEntry.entryStatus.${entry.status}`,
              )}
            </Badge>
          </Group>
          <Text size="sm">
            {t('competitionEntry.entry.madeOn', { date: formatDateTime(entry.createdAt) })}
            {entry.late && ` · ${t('competitionEntry.entry.late')}`}
          </Text>
          <Text size="sm">
            {t('competitionEntry.entry.athlete', {
              name: entry.athlete.name,
              uid: entry.athlete.uid,
              district: t(`districts.${entry.athlete.district}`, { defaultValue: entry.athlete.district }),
            })}
          </Text>
          <Stack
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('competitionEntry.entry.disciplines')}
          >
            {entry.disciplines.map((item) => (
              <li key={item.key}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{nameOf(item.key)}</Text>
                  <Badge color={item.status === 'entered' ? 'green' : 'orange'} variant="light" c="dark.9">
                    {t(`competitionEntry.disciplineStatus.${item.status}`)}
                  </Badge>
                </Group>
                {item.status === 'waitlisted' && entry.status !== 'withdrawn' && (
                  <Text size="sm" c="dimmed">
                    {t(
                      waitingCosts(item.key)
                        ? 'competitionEntry.entry.waitlistNoteFee'
                        : 'competitionEntry.entry.waitlistNote',
                    )}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
          <Text fw={700}>
            {entry.amountPaise === 0
              ? t(
                  onlyWaiting && entry.disciplines.some((item) => waitingCosts(item.key))
                    ? 'competitionEntry.entry.nothingWhileWaiting'
                    : 'competitions.fee.free',
                )
              : entry.paidPaise > 0 && entry.paidPaise < entry.amountPaise
                ? t('competitionEntry.entry.amountPartlyPaid', {
                    amount: formatMoney(entry.amountPaise),
                    paid: formatMoney(entry.paidPaise),
                    due: formatMoney(entry.amountPaise - entry.paidPaise),
                  })
                : t('competitionEntry.entry.amount', { amount: formatMoney(entry.amountPaise) })}
          </Text>
          {paid && (
            <>
              {entry.paidAt && (
                <Text size="sm">
                  {t('competitionEntry.entry.paidOn', { date: formatDateTime(entry.paidAt) })}
                </Text>
              )}
              {paymentId ? (
                <ReceiptButton paymentId={paymentId} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('competitionEntry.entry.receiptElsewhere')}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Paper>
      {entry.status === 'pending_payment' && (
        <EntryPayment entryId={entry._id} formId={entry.formId} grantedPlace={entry.paidPaise > 0} />
      )}
      <EntryAnswers entry={entry} />
      {canWithdraw && deadline && (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'lg' }}
          component="section"
          aria-labelledby="withdraw-heading"
        >
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h3" id="withdraw-heading">
              {t('competitionEntry.withdraw.heading')}
            </Title>
            <Text size="sm">{t('competitionEntry.withdraw.until', { date: formatDateTime(deadline) })}</Text>
            <Button
              variant="outline"
              color="red.8"
              leftSection={<IconDoorExit size={18} aria-hidden />}
              onClick={() => setWithdrawing(true)}
            >
              {t('competitionEntry.withdraw.open')}
            </Button>
          </Stack>
          <WithdrawDialog
            opened={withdrawing}
            onClose={() => setWithdrawing(false)}
            entryId={entry._id}
            title={formTitle(entry.form)}
            paidPaise={entry.paidPaise}
          />
        </Paper>
      )}
      {entry.status !== 'withdrawn' && !canWithdraw && deadline && (
        <Text size="sm" c="dimmed">
          {t('competitionEntry.withdraw.tooLate', { date: formatDateTime(deadline) })}
        </Text>
      )}
    </Stack>
  );
}
