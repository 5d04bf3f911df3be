import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RegistrationDocument } from '@para/contract';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ApiError, download, downloadToFile, isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { documentPreviewQuery } from '../api';

/** Long labels (a document's name in Hindi) wrap on a 360 px phone instead of running off the card. */
export const wrappingButton = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: {
    inner: { height: 'auto' },
    label: {
      whiteSpace: 'normal' as const,
      textAlign: 'start' as const,
      height: 'auto',
      lineHeight: 1.4,
      overflow: 'visible',
    },
  },
};

/** One page drawn by the server, fetched with the session token and shown through an object URL. */
function PageImage({ url, alt, width, height }: { url: string; alt: string; width: number; height: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    download(url, { signal: controller.signal })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <Text size="sm">{t('reviewDocs.pageFailed', { page: alt })}</Text>;
  if (!src) return <Text size="sm">{t('common.loading')}</Text>;
  return (
    <img
      src={src}
      alt={alt}
      width={width || undefined}
      height={height || undefined}
      style={{
        width: '100%',
        height: 'auto',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 4,
        background: '#fff',
      }}
    />
  );
}

/**
 * A PDF's first pages as images drawn on the server: every browser shows them, a phone's included,
 * where an inline PDF needs a plug-in many lack. The whole file is a download away.
 */
export function PdfPages({
  document: doc,
  label,
}: {
  document: Omit<RegistrationDocument, 'kind'>;
  label: string;
}) {
  const { t } = useTranslation();
  const preview = useQuery(documentPreviewQuery(doc._id));
  const [downloadError, setDownloadError] = useState<string | ApiError | null>(null);
  const [downloading, setDownloading] = useState(false);

  const saveDocument = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadToFile(doc.url, { fileName: doc.fileName });
    } catch (error) {
      setDownloadError(isApiError(error) ? error : 'errors.generic');
    } finally {
      setDownloading(false);
    }
  };

  const sheet = preview.data;
  return (
    <Stack gap="xs">
      {preview.isError && (
        <Text c="red.9" size="sm" role="alert">
          {errorText(t, preview.error)}
        </Text>
      )}
      {preview.isPending && <Text size="sm">{t('reviewDocs.drawing')}</Text>}
      {sheet?.status === 'unreadable' && <Text size="sm">{t('reviewDocs.unreadable')}</Text>}
      {sheet?.status === 'too_large' && <Text size="sm">{t('reviewDocs.tooLarge')}</Text>}
      {sheet && sheet.pages.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {sheet.pages.map((page) => (
            <PageImage
              key={page.page}
              url={page.url}
              width={page.width}
              height={page.height}
              alt={t('reviewDocs.pageAlt', { label, page: page.page, total: sheet.pageCount })}
            />
          ))}
        </SimpleGrid>
      )}
      {sheet && sheet.pageCount > sheet.pages.length && sheet.pages.length > 0 && (
        <Text size="sm">
          {t('reviewDocs.morePages', { shown: sheet.pages.length, total: sheet.pageCount })}
        </Text>
      )}
      <div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void saveDocument()}
          loading={downloading}
          {...wrappingButton}
        >
          {t('reviewDocs.downloadWhole', { label })}
        </Button>
      </div>
      {downloadError && (
        <Text c="red.9" size="sm" role="alert">
          {messageText(downloadError)}
        </Text>
      )}
    </Stack>
  );
}
