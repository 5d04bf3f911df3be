import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../../lib/translation';
import type { DocumentSlot } from '../../../registration';
import { DocumentViewer } from '../DocumentViewer';

/**
 * Page 3 in the administrator's editor: the stored file shown inline (there is no administrator upload
 * route; only the athlete replaces a document), with the type-of-proof select below it.
 */
export function AdminDocumentSlot({ label, document, children }: DocumentSlot) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {document ? (
        <DocumentViewer document={document} label={label} />
      ) : (
        <Paper withBorder radius="md" p="sm">
          <Title order={3} size="h5">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminEdit.documentMissing')}
          </Text>
        </Paper>
      )}
      {children}
    </Stack>
  );
}
