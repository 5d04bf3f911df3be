import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { TeamMember } from '@para/contract';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useSaveTeamNeeds } from '../api';

/** A member's needs for travel (wheelchair, seating, diet), changed in a dialog opened from their row. */
export function MemberNeedsDialog({ selectionId, member }: { selectionId: string; member: TeamMember }) {
  const { t } = useTranslation();
  const save = useSaveTeamNeeds(selectionId);
  const [opened, setOpened] = useState(false);
  const [wheelchair, setWheelchair] = useState(member.needs.wheelchair);
  const [seating, setSeating] = useState(member.needs.seating ?? '');
  const [diet, setDiet] = useState(member.needs.diet ?? '');
  const fields = isApiError(save.error) ? save.error.fields : {};
  const open = () => {
    setWheelchair(member.needs.wheelchair);
    setSeating(member.needs.seating ?? '');
    setDiet(member.needs.diet ?? '');
    save.reset();
    setOpened(true);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { memberId: member._id, needs: { wheelchair, seating, diet } },
      {
        onSuccess: () => {
          toast.success(t('selectionsAdmin.needs.saved'));
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
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={open}
      >
        {t('selectionsAdmin.needs.edit', { name: member.name })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('selectionsAdmin.needs.title', { name: member.name })}
        closeButtonProps={{ 'aria-label': t('selectionsAdmin.needs.close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {save.error && <Alert message={errorText(t, save.error)} focusOnAppear />}
            <Checkbox
              label={t('selectionsAdmin.team.wheelchair')}
              checked={wheelchair}
              onChange={(event) => setWheelchair(event.currentTarget.checked)}
            />
            <TextInput
              label={t('selectionsAdmin.team.seating')}
              description={t('selectionsAdmin.needs.seatingHint')}
              value={seating}
              maxLength={200}
              error={fields.seating ? t('selectionsAdmin.team.fieldError') : undefined}
              onChange={(event) => setSeating(event.currentTarget.value)}
            />
            <TextInput
              label={t('selectionsAdmin.team.diet')}
              description={t('selectionsAdmin.needs.dietHint')}
              value={diet}
              maxLength={200}
              error={fields.diet ? t('selectionsAdmin.team.fieldError') : undefined}
              onChange={(event) => setDiet(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)} disabled={save.isPending}>
                {t('selectionsAdmin.needs.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('selectionsAdmin.needs.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
