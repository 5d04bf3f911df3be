import { NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type EntryOfflinePaymentBody, entryOfflinePaymentBody } from '@para/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/admin/ConfirmDialog';
import { Alert } from '../../../../components/feedback';
import { type ApiError, isApiError } from '../../../../lib/api';
import { todayInIndia } from '../../../../lib/format';
import { messageText } from '../../../../lib/i18n';
import { toast } from '../../../../lib/notify';
import { useTranslation } from '../../../../lib/translation';
import { useMarkEntryPaidOffline, useWithdrawEntry } from '../api';

const methods = entryOfflinePaymentBody.shape.method.options;
type Method = EntryOfflinePaymentBody['method'];

/** Confirms a fee paid outside the gateway: method, reference, the day it was paid, a note. */
export function OfflinePaymentDialog({
  entryId,
  opened,
  onClose,
}: {
  entryId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mark = useMarkEntryPaidOffline();
  const [method, setMethod] = useState<Method>('cash');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(todayInIndia());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | ApiError | null>(null);

  const confirm = async () => {
    setAlert(null);
    const parsed = entryOfflinePaymentBody.safeParse({ method, reference, paidOn, note });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await mark.mutateAsync({ id: entryId, body: parsed.data });
      toast.success(t('competitionsAdmin.entry.paidRecorded'));
      setReference('');
      setNote('');
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.fields);
        setAlert(error);
      } else setAlert('errors.generic');
    }
  };
  const errorOf = (name: string) => (errors[name] ? messageText(errors[name]) : undefined);

  return (
    <ConfirmDialog
      opened={opened}
      title={t('competitionsAdmin.entry.markPaidTitle')}
      confirmLabel={t('competitionsAdmin.entry.markPaidConfirm')}
      busy={mark.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Stack gap="sm">
        {alert && <Alert>{messageText(alert)}</Alert>}
        <Text size="sm">{t('competitionsAdmin.entry.markPaidText')}</Text>
        <NativeSelect
          label={t('competitionsAdmin.entry.method')}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as Method)}
          data={methods.map((value) => ({ value, label: t(`competitionsAdmin.method.${value}`) }))}
        />
        <TextInput
          label={t('competitionsAdmin.entry.reference')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={errorOf('reference')}
          withAsterisk
        />
        <TextInput
          type="date"
          label={t('competitionsAdmin.entry.paidOn')}
          value={paidOn}
          onChange={(event) => setPaidOn(event.currentTarget.value)}
          error={errorOf('paidOn')}
          withAsterisk
        />
        <Textarea
          label={t('competitionsAdmin.entry.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errorOf('note')}
          rows={2}
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** Withdraws an entry with the administrator's reason; a paid fee becomes a refund due. */
export function WithdrawDialog({
  entryId,
  paid,
  opened,
  onClose,
}: {
  entryId: string;
  paid: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawEntry();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | ApiError | null>(null);

  const confirm = async () => {
    setAlert(null);
    if (reason.trim().length < 3) {
      setError('competitionsAdmin.entry.reasonRequired');
      return;
    }
    setError(null);
    try {
      await withdraw.mutateAsync({ id: entryId, reason: reason.trim() });
      toast.success(t('competitionsAdmin.entry.withdrawn'));
      setReason('');
      onClose();
    } catch (failure) {
      setAlert(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('competitionsAdmin.entry.withdrawTitle')}
      confirmLabel={t('competitionsAdmin.entry.withdrawConfirm')}
      confirmColor="red.9"
      busy={withdraw.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Stack gap="sm">
        {alert && <Alert>{messageText(alert)}</Alert>}
        <Text size="sm">
          {paid ? t('competitionsAdmin.entry.withdrawPaid') : t('competitionsAdmin.entry.withdrawText')}
        </Text>
        <Textarea
          label={t('competitionsAdmin.entry.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error ? messageText(error) : undefined}
          withAsterisk
          rows={3}
        />
      </Stack>
    </ConfirmDialog>
  );
}
