import { Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminEntryForm, FormField } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../../components/feedback';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { submissionQuery } from '../api';
import { EntryStatusBadge, PlaceStatusBadge } from '../StatusBadges';
import { AnswerList } from './AnswerList';
import { OfflinePaymentDialog, WithdrawDialog } from './EntryDialogs';

/** One entry: the athlete, the disciplines and places, the payment, the answers, and what can be done. */
export function EntryDrawer({
  entryId,
  form,
  onClose,
}: {
  entryId: string | null;
  form: AdminEntryForm;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({ ...submissionQuery(entryId ?? ''), enabled: Boolean(entryId) });
  const [dialog, setDialog] = useState<'paid' | 'withdraw' | null>(null);
  const entry = detail.data;
  const nameOf = (key: string) => form.disciplines.find((item) => item.key === key)?.name ?? key;

  return (
    <Drawer
      opened={Boolean(entryId)}
      onClose={onClose}
      // Every open dialog listens for Escape on the window: while a confirmation is open, Escape is
      // the confirmation's alone, and the entry stays open behind it.
      closeOnEscape={dialog === null}
      position="right"
      size="lg"
      title={t('competitionsAdmin.entry.title')}
      closeButtonProps={{ 'aria-label': t('admin.dialog.close') }}
    >
      {detail.isError ? (
        <QueryError
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : !entry ? (
        <Text role="status">{t('common.loading')}</Text>
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <EntryStatusBadge status={entry.status} disciplines={entry.disciplines} />
            <Text fw={700} size="lg">
              {formatMoney(entry.amountPaise)}
            </Text>
            {entry.late && <Text size="sm">{t('competitionsAdmin.entry.late')}</Text>}
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
            {(
              [
                [t('competitionsAdmin.columns.athlete'), entry.athlete.name],
                [t('competitionsAdmin.entry.uid'), entry.athlete.uid],
                [t('competitionsAdmin.columns.district'), entry.athlete.district],
                [t('competitionsAdmin.columns.enteredAt'), formatDateTime(entry.createdAt)],
                [t('competitionsAdmin.entry.paid'), formatMoney(entry.paidPaise)],
                [t('competitionsAdmin.entry.paidAt'), formatDateTime(entry.paidAt) || '—'],
                [t('competitionsAdmin.entry.withdrawnAt'), formatDateTime(entry.withdrawnAt) || '—'],
                [t('competitionsAdmin.entry.version'), String(entry.formVersion)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Title order={3} size="h4">
            {t('competitionsAdmin.columns.disciplines')}
          </Title>
          <Stack gap={4}>
            {entry.disciplines.map((item) => (
              <Group key={item.key} gap="sm">
                <Text>{nameOf(item.key)}</Text>
                <PlaceStatusBadge status={item.status} />
              </Group>
            ))}
          </Stack>
          <Title order={3} size="h4">
            {t('competitionsAdmin.entry.answers')}
          </Title>
          <AnswerList fields={entry.form.fields as FormField[]} answers={entry.answers} />
          {entry.status !== 'withdrawn' && (
            <Group gap="sm">
              {entry.status === 'pending_payment' && (
                <Button onClick={() => setDialog('paid')}>{t('competitionsAdmin.entry.markPaid')}</Button>
              )}
              <Button color="red.9" variant="outline" onClick={() => setDialog('withdraw')}>
                {t('competitionsAdmin.entry.withdraw')}
              </Button>
            </Group>
          )}
          <OfflinePaymentDialog
            entryId={entry._id}
            opened={dialog === 'paid'}
            onClose={() => setDialog(null)}
          />
          <WithdrawDialog
            entryId={entry._id}
            paid={entry.paidAt !== null}
            opened={dialog === 'withdraw'}
            onClose={() => setDialog(null)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
