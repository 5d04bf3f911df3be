import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TeamMember } from '@para/contract';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useRemoveTeamMember } from '../api';

/** Takes a member off the team, with the reason; the dialog says their card stops being valid. */
export function RemoveMemberDialog({ selectionId, member }: { selectionId: string; member: TeamMember }) {
  const { t } = useTranslation();
  const remove = useRemoveTeamMember(selectionId);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const fields = isApiError(remove.error) ? remove.error.fields : {};
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { memberId: member._id, reason },
      {
        onSuccess: () => {
          toast.success(t('selectionsAdmin.remove.done', { name: member.name }));
          setOpened(false);
        },
      },
    );
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        mt={4}
        leftSection={<IconUserMinus size={16} aria-hidden />}
        onClick={() => {
          setReason('');
          remove.reset();
          setOpened(true);
        }}
      >
        {t('selectionsAdmin.remove.open', { name: member.name })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('selectionsAdmin.remove.title', { name: member.name })}
        closeButtonProps={{ 'aria-label': t('selectionsAdmin.needs.close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {remove.error && <Alert message={errorText(t, remove.error)} focusOnAppear />}
            <Text>{t('selectionsAdmin.remove.effect')}</Text>
            <TextInput
              label={t('selectionsAdmin.remove.reason')}
              value={reason}
              required
              maxLength={200}
              error={fields.reason ? t('selectionsAdmin.team.fieldError') : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending}>
                {t('selectionsAdmin.needs.cancel')}
              </Button>
              <Button type="submit" color="red.8" loading={remove.isPending}>
                {t('selectionsAdmin.remove.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
