import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { CertificateCompetition, CertificateJob } from '@para/contract';
import { IconFileZip, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { saveCertificatesZip, useIssueCertificates } from '../api';

/** Where the latest issuing job stands, in words, with a progress bar while it runs. */
function JobLine({ job }: { job: CertificateJob | null }) {
  const { t } = useTranslation();
  if (!job) return <Text size="sm">{t('certificatesAdmin.job.none')}</Text>;
  if (job.state === 'running' || job.state === 'queued') {
    const done = job.progress?.done ?? 0;
    const total = job.progress?.total ?? 0;
    const label =
      job.state === 'queued'
        ? t('certificatesAdmin.job.queued')
        : total > 0
          ? t('certificatesAdmin.job.running', { done: formatNumber(done), total: formatNumber(total) })
          : t('certificatesAdmin.job.starting');
    return (
      <Stack gap={4}>
        <Text size="sm" role="status">
          {label}
        </Text>
        <Progress value={total > 0 ? (100 * done) / total : 0} animated aria-label={label} color="blue.8" />
      </Stack>
    );
  }
  if (job.state === 'failed') {
    return (
      <Text size="sm" c="red.9" role="status">
        {t('certificatesAdmin.job.failed')}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {t('certificatesAdmin.job.done', {
        issued: formatNumber(job.issued),
        superseded: formatNumber(job.superseded),
        kept: formatNumber(job.kept),
        version: job.resultsVersion ?? '–',
        when: formatDateTime(job.finishedAt),
      })}
    </Text>
  );
}

/** One competition: certificates by kind, the issuing job, the ZIP, and the way to its list. */
export function CompetitionSummary({
  item,
  selected,
  onSelect,
}: {
  item: CertificateCompetition;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const issue = useIssueCertificates();
  const [zipBusy, setZipBusy] = useState(false);
  const [zipError, setZipError] = useState<unknown>(null);
  const headingId = `competition-${item.formId}`;
  const validTotal = item.valid.participation + item.valid.merit + item.valid.record;
  const saveZip = async () => {
    setZipBusy(true);
    setZipError(null);
    try {
      await saveCertificatesZip(item.formId);
    } catch (failure) {
      setZipError(failure);
    } finally {
      setZipBusy(false);
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {item.title}
        </Title>
        <Text size="sm">
          {t('certificatesAdmin.counts', {
            participation: formatNumber(item.valid.participation),
            merit: formatNumber(item.valid.merit),
            record: formatNumber(item.valid.record),
            superseded: formatNumber(item.superseded),
            revoked: formatNumber(item.revoked),
            version: item.resultsVersion,
          })}
        </Text>
        <JobLine job={item.job} />
        <Group gap="sm">
          <Button
            variant={selected ? 'filled' : 'light'}
            leftSection={<IconListDetails size={18} aria-hidden />}
            onClick={onSelect}
            aria-pressed={selected}
            aria-describedby={headingId}
          >
            {t('certificatesAdmin.show')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileZip size={18} aria-hidden />}
            loading={zipBusy}
            disabled={validTotal === 0}
            onClick={() => void saveZip()}
            aria-describedby={headingId}
          >
            {t('certificatesAdmin.zip', { number: formatNumber(validTotal) })}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={issue.isPending}
            disabled={item.job?.state === 'queued' || item.job?.state === 'running'}
            onClick={() => issue.mutate(item.formId)}
            aria-describedby={headingId}
          >
            {t('certificatesAdmin.issueAgain')}
          </Button>
        </Group>
        {(zipError || issue.error) && (
          <Alert tone="error" title={t('certificatesAdmin.actionFailed')}>
            {isApiError(zipError ?? issue.error)
              ? errorText(t, zipError ?? issue.error)
              : t('errors.generic')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
