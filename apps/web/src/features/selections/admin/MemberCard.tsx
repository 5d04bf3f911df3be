import { Button, Group, Text } from '@mantine/core';
import type { TeamMember } from '@para/contract';
import { IconDownload, IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadToFile } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { teamCardPdfPath, useIssueTeamCard } from '../api';

/** A member's championship card: its number and state, then issue it (or print a revoked one again) or download it. */
export function MemberCard({ selectionId, member }: { selectionId: string; member: TeamMember }) {
  const { t } = useTranslation();
  const issue = useIssueTeamCard(selectionId);
  const [saving, setSaving] = useState(false);
  const card = member.card;
  const download = async () => {
    setSaving(true);
    try {
      await downloadToFile(teamCardPdfPath(selectionId, member._id));
    } catch (failure) {
      toast.error(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {card ? (
        <Text size="sm">
          {t('selectionsAdmin.cards.number', { number: card.number, version: card.version })}
          {card.status === 'revoked' && ` · ${t('selectionsAdmin.cards.revoked')}`}
        </Text>
      ) : (
        <Text size="sm">{t('selectionsAdmin.cards.none')}</Text>
      )}
      <Group gap={4} mt={4}>
        {card?.status === 'valid' ? (
          <Button
            size="compact-sm"
            variant="default"
            loading={saving}
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
          >
            {t('selectionsAdmin.cards.download', { name: member.name })}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            loading={issue.isPending}
            leftSection={<IconId size={16} aria-hidden />}
            onClick={() =>
              issue.mutate(member._id, {
                onSuccess: () => toast.success(t('selectionsAdmin.cards.issued')),
                onError: (failure) => toast.error(errorText(t, failure)),
              })
            }
          >
            {t('selectionsAdmin.cards.issue', { name: member.name })}
          </Button>
        )}
      </Group>
    </>
  );
}
