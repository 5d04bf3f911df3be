import { Button, Group } from '@mantine/core';
import { IconDownload, IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadToFile } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { teamCardsPdfPath, useIssueTeamCards } from '../api';

/** The whole team's championship cards: issue the missing ones, and download every valid card on A4. */
export function TeamCardsBar({ selectionId, anyCard }: { selectionId: string; anyCard: boolean }) {
  const { t } = useTranslation();
  const issue = useIssueTeamCards(selectionId);
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      await downloadToFile(teamCardsPdfPath(selectionId));
    } catch (failure) {
      toast.error(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconId size={18} aria-hidden />}
        loading={issue.isPending}
        onClick={() =>
          issue.mutate(undefined, {
            onSuccess: () => toast.success(t('selectionsAdmin.cards.allIssued')),
            onError: (failure) => toast.error(errorText(t, failure)),
          })
        }
      >
        {t('selectionsAdmin.cards.issueAll')}
      </Button>
      {anyCard && (
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={saving}
          onClick={() => void download()}
        >
          {t('selectionsAdmin.cards.downloadAll')}
        </Button>
      )}
    </Group>
  );
}
