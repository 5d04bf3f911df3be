import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MyCertificate } from '@para/contract';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { type ApiError, isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { myCertificatesQuery, saveMyCertificate } from '../api';
import { statusColour } from '../components/status';

/** /user/certificates: the athlete's certificates, each with its PDF and its public check. */
export default function MyCertificatesPage() {
  const { t } = useTranslation();
  const query = useQuery(myCertificatesQuery());
  return (
    <Stack gap="lg" w="100%" maw={900}>
      <PageHeader title={t('pages.certificates')} intro={t('certificates.mine.intro')} />
      <QueryState
        query={query}
        errorTitle={t('certificates.mine.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={<Text>{t('certificates.mine.empty')}</Text>}
      >
        {(list) => (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((certificate) => (
              <CertificateCard key={certificate._id} certificate={certificate} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);
  const headingId = `certificate-${certificate._id}`;
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveMyCertificate(certificate.pdfUrl);
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    } finally {
      setBusy(false);
    }
  };
  const result = [
    certificate.place !== null ? t('certificates.mine.place', { place: certificate.place }) : '',
    certificate.mark ? t('certificates.mine.mark', { mark: certificate.mark }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(`certificates.kind.${certificate.kind}`)}: {certificate.discipline.name}
          </Title>
          <Badge color={statusColour[certificate.status]} variant="light" c="dark.9" tt="none">
            {t(`certificates.status.${certificate.status}`)}
          </Badge>
        </Group>
        <Text>
          {certificate.competition.title}
          {certificate.competition.startDate && ` · ${formatDate(certificate.competition.startDate)}`}
        </Text>
        {result && <Text>{result}</Text>}
        <Text size="sm">
          {t('certificates.field.number')}: {certificate.number} ·{' '}
          {t('certificates.mine.issued', { date: formatDate(certificate.issuedAt) })}
        </Text>
        {certificate.status === 'superseded' && certificate.supersededBy && (
          <Text size="sm">{t('certificates.mine.replacedBy', { number: certificate.supersededBy })}</Text>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={busy}
            onClick={() => void save()}
            aria-describedby={headingId}
          >
            {t('certificates.mine.download')}
          </Button>
          <Anchor href={paths.verifyCertificate(certificate.number)} aria-describedby={headingId}>
            {t('certificates.mine.check')}
          </Anchor>
        </Group>
        {error && (
          <Alert tone="error" title={t('certificates.mine.downloadFailed')}>
            {typeof error === 'string' ? t(error) : errorText(t, error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
