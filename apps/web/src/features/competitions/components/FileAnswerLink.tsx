import { Anchor, Stack, Text } from '@mantine/core';
import { competitionRoutes, registrationRoutes } from '@para/contract';
import { useState } from 'react';
import { downloadToFile, isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

/**
 * A file answer as a download link, for its owner or an administrator. The answer is an uploaded entry
 * file's id; older entries may name a registration document instead, fetched from its own address.
 */
export function FileAnswerLink({ fileId, label }: { fileId: string; label: string }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchFile = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadToFile(competitionRoutes.getEntryFile, { params: { fileId } }).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404)
          return downloadToFile(registrationRoutes.getRegistrationDocument, {
            params: { documentId: fileId },
          });
        throw error;
      });
    } catch (error) {
      setProblem(
        t('competitionEntry.answers.file.downloadFailed', {
          message: messageText(isApiError(error) ? error : 'errors.generic'),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={2} component="span">
      <Anchor
        component="button"
        type="button"
        onClick={fetchFile}
        disabled={busy}
        aria-label={t('competitionEntry.answers.file.download', { label })}
        style={{ textAlign: 'start' }}
      >
        {t('competitionEntry.answers.fileGiven')}
      </Anchor>
      {problem && (
        <Text component="span" size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
