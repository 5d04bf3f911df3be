import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PublishedResults, ResultsFormRow, ResultsImport } from '@para/contract';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Alert } from '../../../components/feedback';
import { formatCount } from '../../../components/paging';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { usePublishResults } from '../api';
import { disciplineNamer, rowDisciplines } from '../discipline-names';
import { issuesOfFailure, publishBlockers, rowsOfFailure } from '../preview';
import { IssueList } from './IssueList';
import { PreviewRows } from './PreviewRows';

const REASON_MAX = 500;

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}

/**
 * The preview of an uploaded file: counts, the errors that block publishing and the warnings to
 * acknowledge (each naming its row), the rows, then publishing behind a confirmation. A competition
 * with results published already is corrected: that needs a reason.
 */
export function ImportPreview({ data, form }: { data: ResultsImport; form: ResultsFormRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const publish = usePublishResults(data.importId);
  const [acknowledged, setAcknowledged] = useState(false);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState<PublishedResults | null>(null);
  const blockedId = useId();
  const nameOf = useMemo(() => disciplineNamer(form.disciplines, lang), [form.disciplines, lang]);
  const disciplineOfRow = useMemo(() => rowDisciplines(data, nameOf), [data, nameOf]);
  // The same results as those published change nothing: no correction, so no reason to give.
  const correction = form.publishedVersion > 0 && !data.sameAsPublished;
  const blockers = publishBlockers(data, { acknowledged, reason, correction });
  const failure = publish.error;
  const failureIssues = isApiError(failure) ? issuesOfFailure(failure.data) : [];
  const failureRows = isApiError(failure) && failureIssues.length === 0 ? rowsOfFailure(failure.data) : [];

  const confirm = () =>
    publish.mutate(
      { acknowledgeWarnings: acknowledged, reason: reason.trim() },
      {
        onSuccess: (result) => setPublished(result),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {data.format === 'manual'
          ? t('resultsManual.previewTitle')
          : t('resultsAdmin.previewTitle', { file: data.fileName })}
      </Title>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <Count label={t('resultsAdmin.countRows')} value={data.rows.length} />
        <Count
          label={t('resultsAdmin.countErrors')}
          value={data.errors.length}
          color={data.errors.length ? 'red.8' : undefined}
        />
        <Count label={t('resultsAdmin.countWarnings')} value={data.warnings.length} />
      </SimpleGrid>
      {data.sameAsPublished && <Alert color="blue">{t('resultsAdmin.sameAsPublished')}</Alert>}
      {data.errors.length > 0 && (
        <Alert color="red" title={t('resultsAdmin.errorsTitle', { count: data.errors.length })}>
          <Text size="sm" mb="xs">
            {t('resultsAdmin.errorsIntro')}
          </Text>
          <IssueList issues={data.errors} disciplineOfRow={disciplineOfRow} />
        </Alert>
      )}
      {data.warnings.length > 0 && (
        <Alert color="yellow" title={t('resultsAdmin.warningsTitle', { count: data.warnings.length })}>
          <IssueList issues={data.warnings} disciplineOfRow={disciplineOfRow} />
          <Checkbox
            mt="sm"
            label={t('resultsAdmin.acknowledge')}
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.currentTarget.checked)}
          />
        </Alert>
      )}
      <PreviewRows data={data} nameOf={nameOf} />
      {published ? (
        <Alert color={published.changed ? 'green' : 'blue'} role="status" focusOnAppear>
          {published.changed
            ? t('resultsAdmin.publishedAs', { version: published.version, count: published.count })
            : t('resultsAdmin.nothingChanged')}
        </Alert>
      ) : (
        <Stack gap="sm">
          {correction && (
            <Textarea
              label={t('resultsAdmin.reason')}
              description={t('resultsAdmin.reasonHelp', { version: form.publishedVersion })}
              required
              maxLength={REASON_MAX}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          {failure && (
            <Alert color="red" title={t('resultsAdmin.publishFailed')}>
              <Text size="sm">{errorText(t, failure)}</Text>
              {failureIssues.length > 0 && (
                <IssueList issues={failureIssues} disciplineOfRow={disciplineOfRow} />
              )}
              {failureRows.length > 0 && (
                <Text size="sm">
                  {t('resultsAdmin.rowsNamed', { count: failureRows.length, rows: failureRows.join(', ') })}
                </Text>
              )}
            </Alert>
          )}
          <Group gap="sm" align="center">
            <Button
              disabled={blockers.length > 0}
              aria-describedby={blockers.length > 0 ? blockedId : undefined}
              onClick={() => setConfirming(true)}
            >
              {correction ? t('resultsAdmin.publishCorrection') : t('resultsAdmin.publish')}
            </Button>
            {blockers.length > 0 && (
              <Text size="sm" id={blockedId}>
                {blockers.map((blocker) => t(`resultsAdmin.blocked.${blocker}`)).join(' ')}
              </Text>
            )}
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('resultsAdmin.confirmTitle')}
        confirmLabel={t('resultsAdmin.confirm')}
        busy={publish.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {data.sameAsPublished
          ? t('resultsAdmin.confirmSame')
          : correction
            ? t('resultsAdmin.confirmCorrection', {
                title: lang === 'hi' && form.titleHi ? form.titleHi : form.title,
                count: data.rows.length,
                version: form.publishedVersion + 1,
              })
            : t('resultsAdmin.confirmFirst', {
                title: lang === 'hi' && form.titleHi ? form.titleHi : form.title,
                count: data.rows.length,
              })}
      </ConfirmDialog>
    </Stack>
  );
}
