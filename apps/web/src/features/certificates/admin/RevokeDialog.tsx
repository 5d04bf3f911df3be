import { Text, Textarea } from '@mantine/core';
import type { AdminCertificateRow } from '@para/contract';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Alert } from '../../../components/feedback';
import { errorText, fieldErrorTexts } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useRevokeCertificate } from '../api';

/** Revoking asks for the reason and a second look; the server refuses a reason under 3 characters. */
export function RevokeDialog({ row, onClose }: { row: AdminCertificateRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new certificate starts a fresh reason
  useEffect(() => {
    setReason('');
    setTouched(false);
    revoke.reset();
  }, [row?.id]);
  const tooShort = reason.trim().length < 3;
  const fieldError =
    (touched && tooShort ? t('certificatesAdmin.revoke.reasonShort') : undefined) ??
    fieldErrorTexts(t, revoke.error).reason;
  const confirm = () => {
    setTouched(true);
    if (!row || tooShort) return;
    revoke.mutate(
      { certificateId: row.id, body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(t('certificatesAdmin.revoke.done', { number: row.number }));
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={row !== null}
      title={t('certificatesAdmin.revoke.title', { number: row?.number ?? '' })}
      confirmLabel={t('certificatesAdmin.revoke.confirm')}
      confirmColor="red.9"
      busy={revoke.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>
        {t('certificatesAdmin.revoke.text', {
          name: row?.athleteName ?? '',
          discipline: row?.discipline ?? '',
        })}
      </Text>
      <Textarea
        label={t('certificatesAdmin.revoke.reason')}
        description={t('certificatesAdmin.revoke.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={fieldError}
        required
        autosize
        minRows={2}
        maxLength={500}
      />
      {revoke.error && !fieldError && (
        <Alert tone="error" title={t('certificatesAdmin.actionFailed')}>
          {errorText(t, revoke.error)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
