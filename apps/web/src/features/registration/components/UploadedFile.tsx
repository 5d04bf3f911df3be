import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { RegistrationDocument } from '@para/contract';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type ApiError, download, isApiError } from '../../../lib/api';
import { formatBytes, formatDay } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

const isImage = (contentType: string) => contentType.startsWith('image/');

/**
 * An uploaded document: name, size, date, a thumbnail for images and a way to open it. The file needs
 * the Access-Token header, so it is fetched as a blob and shown through an object URL.
 */
export function UploadedFile({ document: doc, label }: { document: RegistrationDocument; label: string }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [viewError, setViewError] = useState<string | ApiError | null>(null);
  const image = isImage(doc.contentType);

  useEffect(() => {
    if (!image) return;
    const controller = new AbortController();
    let href: string | null = null;
    download(doc.url, { signal: controller.signal })
      .then(({ blob }) => {
        href = URL.createObjectURL(blob);
        setPreview(href);
      })
      .catch(() => setPreview(null));
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [doc.url, image]);

  const openPdf = async () => {
    setViewError(null);
    // Opened before the download so the browser counts it as the click's own window (no popup block).
    const target = window.open('', '_blank');
    try {
      const { blob } = await download(doc.url);
      const href = URL.createObjectURL(blob);
      if (target) target.location.href = href;
      else window.location.assign(href);
    } catch (error) {
      target?.close();
      setViewError(isApiError(error) ? error : 'errors.generic');
    }
  };

  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      {image ? (
        <div
          style={{
            width: 64,
            height: 64,
            flex: '0 0 64px',
            borderRadius: 8,
            overflow: 'hidden',
            background: 'var(--mantine-color-gray-1)',
          }}
        >
          {preview && (
            <img
              src={preview}
              alt={t('registration.upload.previewAlt', { label })}
              width={64}
              height={64}
              style={{ objectFit: 'cover', width: 64, height: 64 }}
            />
          )}
        </div>
      ) : (
        <IconFileTypePdf size={48} aria-hidden color="var(--mantine-color-red-8)" />
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {doc.fileName}
        </Text>
        <Text size="sm" c="dimmed">
          {t('registration.upload.fileFacts', {
            size: formatBytes(doc.size),
            date: formatDay(doc.uploadedAt),
          })}
        </Text>
        {image ? (
          preview && (
            <Anchor
              href={preview}
              target="_blank"
              rel="noopener"
              size="sm"
              mih={44}
              display="inline-flex"
              style={{ alignItems: 'center' }}
            >
              {t('registration.upload.view', { label })}
              <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4 }} />
            </Anchor>
          )
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            mih={44}
            px={0}
            onClick={openPdf}
            // A long document name wraps on a phone instead of widening the page.
            h="auto"
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          >
            {t('registration.upload.view', { label })}
          </Button>
        )}
        {viewError && (
          <Text size="sm" c="red.9" role="alert">
            {messageText(viewError)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
