import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadToFile } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { entryFilePath, teamPdfPath } from '../api';

/** What leaves the portal: the national body's entry file (CSV, Excel), the team list (PDF), the public page. */
export function ExportsSection({ selectionId }: { selectionId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (name: string, path: string) => {
    setBusy(name);
    try {
      await downloadToFile(path);
    } catch (failure) {
      toast.error(errorText(t, failure));
    } finally {
      setBusy(null);
    }
  };
  const button = (name: string, label: string, action: () => Promise<void>) => (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={busy === name}
      onClick={() => void action()}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="exports-title">
      <Title order={2} id="exports-title">
        {t('selectionsAdmin.exports.title')}
      </Title>
      <Group gap="sm">
        {button('csv', t('selectionsAdmin.exports.entryCsv'), () =>
          save('csv', `${entryFilePath(selectionId)}?format=csv`),
        )}
        {button('xlsx', t('selectionsAdmin.exports.entryXlsx'), () =>
          save('xlsx', `${entryFilePath(selectionId)}?format=xlsx`),
        )}
        {button('pdf', t('selectionsAdmin.exports.teamPdf'), () => save('pdf', teamPdfPath(selectionId)))}
      </Group>
      <Anchor component={Link} to={paths.nationalTeam(selectionId)} w="fit-content">
        {t('selectionsAdmin.exports.publicPage')}
      </Anchor>
    </Stack>
  );
}
