import { Button, FileButton, Group } from '@mantine/core';
import type { TeamMember } from '@para/contract';
import { IconFileUpload } from '@tabler/icons-react';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useAddTeamDocument } from '../api';

/** One button per document a member still needs (PDF, JPEG or PNG). */
export function MemberDocuments({ selectionId, member }: { selectionId: string; member: TeamMember }) {
  const { t } = useTranslation();
  const add = useAddTeamDocument(selectionId);
  if (member.missingDocuments.length === 0) return null;
  return (
    <Group gap={4} mt={4}>
      {member.missingDocuments.map((kind) => (
        <FileButton
          key={kind}
          accept="application/pdf,image/jpeg,image/png"
          onChange={(file) =>
            file &&
            add.mutate(
              { memberId: member._id, kind, file },
              {
                onSuccess: () => toast.success(t('selectionsAdmin.team.documentAdded')),
                onError: (failure) => toast.error(errorText(t, failure)),
              },
            )
          }
        >
          {(props) => (
            <Button
              {...props}
              size="compact-sm"
              variant="default"
              loading={add.isPending && add.variables?.kind === kind && add.variables.memberId === member._id}
              leftSection={<IconFileUpload size={16} aria-hidden />}
            >
              {t('selectionsAdmin.team.upload', {
                document: t(`selectionsAdmin.documents.${kind}`),
                name: member.name,
              })}
            </Button>
          )}
        </FileButton>
      ))}
    </Group>
  );
}
