import { SimpleGrid, Text, Title } from '@mantine/core';
import type { RegistrationData } from '@para/contract';
import { useTranslation } from '../../../lib/translation';
import { DocumentViewer } from './DocumentViewer';

/** The registration's documents side by side, each viewable where it is. */
export function ReviewDocuments({ documents }: { documents: RegistrationData['documents'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="documents-heading">
      <Title order={2} size="h3" id="documents-heading" mb="sm">
        {t('admin.review.documents')}
      </Title>
      {documents.length === 0 ? (
        <Text c="dimmed">{t('admin.review.noDocuments')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {/* Pictures first, then PDFs (which take a whole row each): no gaps in the grid. */}
          {[...documents]
            .sort(
              (a, b) =>
                Number(a.contentType === 'application/pdf') - Number(b.contentType === 'application/pdf'),
            )
            .map((doc) => (
              <DocumentViewer key={doc._id} document={doc} label={t(`registration.sections.${doc.kind}`)} />
            ))}
        </SimpleGrid>
      )}
    </section>
  );
}
