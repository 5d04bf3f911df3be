import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { AccreditationCard } from '@para/contract';
import { IconBan, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Alert } from '../../../components/feedback';
import { downloadToFile } from '../../../lib/api';
import { errorText, fieldErrorTexts } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { cardPdfPath, useReprintCard, useRevokeCard } from '../api';

/** Download, revoke (with a reason) and print again, for one card. */
export function CardActions({ card }: { card: AccreditationCard }) {
  const { t } = useTranslation();
  const revoke = useRevokeCard();
  const reprint = useReprintCard();
  const [dialog, setDialog] = useState<'revoke' | 'reprint' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [downloading, setDownloading] = useState(false);

  const close = () => {
    setDialog(null);
    setReason('');
    setError(null);
    setReasonError(undefined);
  };

  const save = async () => {
    setDownloading(true);
    try {
      await downloadToFile(cardPdfPath(card._id));
    } catch (failure) {
      toast.error(errorText(t, failure));
    } finally {
      setDownloading(false);
    }
  };

  const confirmRevoke = async () => {
    if (reason.trim().length < 2) {
      setReasonError(t('validation.required'));
      return;
    }
    try {
      const done = await revoke.mutateAsync({ cardId: card._id, reason: reason.trim() });
      toast.success(t('accreditationAdmin.revoked', { number: done.number }));
      close();
    } catch (failure) {
      setReasonError(fieldErrorTexts(t, failure).reason);
      setError(errorText(t, failure));
    }
  };

  const confirmReprint = async () => {
    try {
      const done = await reprint.mutateAsync(card._id);
      toast.success(t('accreditationAdmin.reprinted', { number: done.number, version: done.version }));
      close();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void save()}
          aria-label={t('accreditationAdmin.downloadOf', { name: card.name })}
          disabled={card.status === 'revoked'}
        >
          {t('accreditationAdmin.download')}
        </Button>
        {card.status === 'valid' && (
          <Button
            size="xs"
            variant="default"
            color="red.9"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setDialog('revoke')}
            aria-label={t('accreditationAdmin.revokeOf', { name: card.name })}
          >
            {t('accreditationAdmin.revoke')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => setDialog('reprint')}
          aria-label={t('accreditationAdmin.reprintOf', { name: card.name })}
        >
          {t('accreditationAdmin.reprint')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={dialog === 'revoke'}
        title={t('accreditationAdmin.revokeTitle', { name: card.name })}
        confirmLabel={t('accreditationAdmin.revoke')}
        confirmColor="red.9"
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={close}
      >
        <Stack gap="sm">
          <Text>{t('accreditationAdmin.revokeText')}</Text>
          {error && <Alert>{error}</Alert>}
          <TextInput
            label={t('accreditationAdmin.reason')}
            description={t('accreditationAdmin.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
            required
          />
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'reprint'}
        title={t('accreditationAdmin.reprintTitle', { name: card.name })}
        confirmLabel={t('accreditationAdmin.reprint')}
        busy={reprint.isPending}
        onConfirm={() => void confirmReprint()}
        onClose={close}
      >
        <Stack gap="sm">
          <Text>{t('accreditationAdmin.reprintText')}</Text>
          {error && <Alert>{error}</Alert>}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
