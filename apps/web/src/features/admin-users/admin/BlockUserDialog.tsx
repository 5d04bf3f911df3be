import { Stack, Text, Textarea } from '@mantine/core';
import type { AdminUserRow } from '@para/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Alert } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useBlockUser } from '../api';

/** Blocks `user` (a reason is required; their sessions end at once) or unblocks them. */
export function BlockUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useBlockUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | ApiError | null>(null);
  const unblocking = user?.blocked ?? false;

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!user) return;
    if (!unblocking && reason.trim().length === 0) {
      setError('admin.users.reasonRequired');
      return;
    }
    try {
      await block.mutateAsync({
        userId: user._id,
        blocked: !unblocking,
        reason: unblocking ? '' : reason.trim(),
      });
      toast.success(t(unblocking ? 'admin.users.unblocked' : 'admin.users.blocked', { name: user.name }));
      close();
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  return (
    <ConfirmDialog
      opened={user !== null}
      title={
        user ? t(unblocking ? 'admin.users.unblockTitle' : 'admin.users.blockTitle', { name: user.name }) : ''
      }
      confirmLabel={t(unblocking ? 'admin.users.unblock' : 'admin.users.block')}
      confirmColor={unblocking ? 'blue.8' : 'red.9'}
      busy={block.isPending}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <Stack gap="sm">
        <Text>{t(unblocking ? 'admin.users.unblockText' : 'admin.users.blockText')}</Text>
        {error && <Alert>{messageText(error)}</Alert>}
        {user && !unblocking && (
          <Textarea
            label={t('admin.users.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            withAsterisk
            rows={3}
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
