import { Button, Drawer, Group, List, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Alert, QueryError } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { timelineSentence } from '../../admin';
import { paymentQuery, usePaymentStatus } from '../api';

/** One payment with its whole timeline; refunded / failed can be recorded with a note. */
export function PaymentDrawer({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ ...paymentQuery(paymentId ?? ''), enabled: Boolean(paymentId) });
  const change = usePaymentStatus();
  const [target, setTarget] = useState<'refunded' | 'failed' | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | ApiError | null>(null);
  const payment = detail.data;

  const confirm = async () => {
    if (!paymentId || !target) return;
    if (note.trim().length < 3) {
      setError('admin.payments.noteRequired');
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ paymentId, status: target, note: note.trim() });
      toast.success(t(`admin.payments.marked.${target}`));
      setTarget(null);
      setNote('');
      void detail.refetch();
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  return (
    <Drawer
      opened={Boolean(paymentId)}
      onClose={onClose}
      // Every open dialog listens for Escape on the window: while the confirmation is open, Escape is
      // the confirmation's alone, and the payment stays open behind it.
      closeOnEscape={target === null}
      position="right"
      size="lg"
      title={t('admin.payments.detailTitle')}
      closeButtonProps={{ 'aria-label': t('admin.dialog.close') }}
    >
      {detail.isError ? (
        <QueryError
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : !payment ? (
        <Text role="status">{t('common.loading')}</Text>
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <StatusBadge status={payment.status} />
            <Text fw={700} size="lg">
              {formatMoney(payment.amountPaise)}
            </Text>
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
            {(
              [
                [t('admin.columns.payer'), `${payment.payerName} (${payment.payerEmail})`],
                [t('admin.columns.receipt'), payment.receiptNumber],
                [t('admin.columns.gateway'), t(`admin.payments.gateway.${payment.gateway}`)],
                [
                  t('admin.columns.method'),
                  payment.method
                    ? t(`admin.payments.methods.${payment.method}`, { defaultValue: payment.method })
                    : '—',
                ],
                [t('admin.payments.orderId'), payment.orderId || '—'],
                [t('admin.payments.gatewayPaymentId'), payment.gatewayPaymentId || '—'],
                [t('admin.columns.created'), formatDateTime(payment.createdAt) || '—'],
                [t('admin.columns.paidAt'), formatDateTime(payment.paidAt) || '—'],
                // Only a failed payment has a reason to show (the server clears a stale one).
                ...(payment.failureReason
                  ? [[t('admin.payments.failureReason'), payment.failureReason] as const]
                  : []),
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
            {t('admin.payments.timeline')}
          </Title>
          <List spacing="xs" p={0} listStyleType="none">
            {payment.timeline.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: timeline events have no id
              <List.Item key={index}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {timelineSentence(t, event)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.at) || '—'}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group gap="sm">
            {(payment.status === 'paid' || payment.status === 'refund_due') && (
              <Button color="grape.9" variant="outline" onClick={() => setTarget('refunded')}>
                {t('admin.payments.markRefunded')}
              </Button>
            )}
            {(payment.status === 'created' || payment.status === 'attempted') && (
              <Button color="red.9" variant="outline" onClick={() => setTarget('failed')}>
                {t('admin.payments.markFailed')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={target ? t(`admin.payments.confirm.${target}`) : ''}
        confirmLabel={target ? t(`admin.payments.confirmButton.${target}`) : ''}
        confirmColor="red.9"
        busy={change.isPending}
        onConfirm={() => void confirm()}
        onClose={() => {
          setTarget(null);
          setError(null);
        }}
      >
        <Stack gap="xs">
          {error && <Alert>{messageText(error)}</Alert>}
          {target === 'refunded' && payment?.purpose === 'entry' && payment.status === 'paid' && (
            <Text size="sm">{t('admin.payments.refundWithdrawsEntry')}</Text>
          )}
          {target === 'refunded' && payment?.purpose === 'team' && payment.status === 'paid' && (
            <Text size="sm">{t('admin.payments.refundWithdrawsTeam')}</Text>
          )}
          <Textarea
            label={t('admin.payments.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            withAsterisk
            rows={3}
          />
        </Stack>
      </ConfirmDialog>
    </Drawer>
  );
}
