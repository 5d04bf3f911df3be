import { Button, Group, Image, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { RegistrationDocument } from '@para/contract';
import { IconZoomIn } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type ApiError, download, isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { PdfPages, wrappingButton } from './PdfPages';

/**
 * One uploaded document shown inline: images as a picture that opens full size, PDFs as their first
 * pages drawn by the server (PdfPages). The file needs the Access-Token header, so an image is fetched
 * as a blob and shown through an object URL.
 */
export function DocumentViewer({
  document: doc,
  label,
}: {
  document: Omit<RegistrationDocument, 'kind'>;
  label: string;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState<string | null>(null);
  const [error, setError] = useState<string | ApiError | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const image = doc.contentType.startsWith('image/');

  useEffect(() => {
    if (!image) return;
    const controller = new AbortController();
    let url: string | null = null;
    setError(null);
    download(doc.url, { signal: controller.signal })
      .then(({ blob }) => {
        url = URL.createObjectURL(blob);
        setHref(url);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(isApiError(reason) ? reason : 'errors.generic');
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc.url, image]);

  return (
    // A PDF's pages take the whole row (side by side on a wide screen) instead of one tall column.
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="figure"
      m={0}
      style={image ? undefined : { gridColumn: '1 / -1' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {label}
          </Title>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {doc.fileName} · {formatDateTime(doc.uploadedAt) || '—'}
          </Text>
        </Group>
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {messageText(error)}
          </Text>
        )}
        {image && !href && !error && <Text size="sm">{t('common.loading')}</Text>}
        {href && image && (
          <>
            <Image
              src={href}
              alt={t('admin.review.documentAlt', { label })}
              mah={320}
              fit="contain"
              radius="sm"
              bg="gray.1"
            />
            <Group gap="sm">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconZoomIn size={16} aria-hidden />}
                onClick={() => setZoomed(true)}
                // Long document names wrap on a phone instead of being cut off.
                {...wrappingButton}
              >
                {t('admin.review.zoom', { label })}
              </Button>
            </Group>
            <Modal
              opened={zoomed}
              onClose={() => setZoomed(false)}
              title={label}
              fullScreen
              closeButtonProps={{ 'aria-label': t('admin.dialog.close') }}
            >
              <img src={href} alt={t('admin.review.documentAlt', { label })} style={{ maxWidth: 'none' }} />
            </Modal>
          </>
        )}
        {!image && <PdfPages document={doc} label={label} />}
      </Stack>
    </Paper>
  );
}
