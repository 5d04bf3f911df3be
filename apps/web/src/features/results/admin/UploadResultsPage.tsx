import { Button, FileButton, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import type { ResultsFormRow, ResultsImport } from '@para/contract';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButtons } from '../../../components/admin/ExportButtons';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { fetchImport, resultsFormsQuery, templateUrl, uploadResults } from '../api';
import { issuesOfFailure } from '../preview';
import { ImportPreview } from './ImportPreview';
import { IssueList } from './IssueList';

type Upload =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number; name: string }
  | { phase: 'opening' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'done'; data: ResultsImport };

/** /admin/upload-events-result: a results file per competition, checked and previewed, then published. */
export default function UploadResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const forms = useQuery(resultsFormsQuery());
  // A link may name the competition (?formId=…: a past competition just added, or one in the archive).
  const [searchParams] = useSearchParams();
  const [formId, setFormId] = useState<string | null>(() => searchParams.get('formId'));
  const [state, setState] = useState<Upload>({ phase: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const resetRef = useRef<() => void>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const form = forms.data?.items.find((item) => item.formId === formId) ?? null;
  const titleOf = (item: ResultsFormRow) => (lang === 'hi' && item.titleHi ? item.titleHi : item.title);
  const describe = (item: ResultsFormRow) =>
    item.publishedVersion > 0
      ? t('resultsAdmin.formPublished', { title: titleOf(item), version: item.publishedVersion })
      : t('resultsAdmin.formUnpublished', { title: titleOf(item) });

  const choose = (id: string | null) => {
    inFlight.current?.abort();
    setFormId(id);
    setState({ phase: 'idle' });
  };

  const send = (file: File | null) => {
    resetRef.current?.();
    if (!file || !formId) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ phase: 'uploading', fraction: 0, name: file.name });
    uploadResults(formId, file, {
      signal: controller.signal,
      onProgress: (fraction) => setState({ phase: 'uploading', fraction, name: file.name }),
    }).then(
      (data) => setState({ phase: 'done', data }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState({ phase: 'failed', error });
      },
    );
  };

  /** Opens the preview of the file uploaded earlier and not published. */
  const reopen = (importId: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ phase: 'opening' });
    fetchImport(importId, controller.signal).then(
      (data) => setState({ phase: 'done', data }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState({ phase: 'failed', error });
      },
    );
  };

  const percent = state.phase === 'uploading' ? Math.round(state.fraction * 100) : 0;

  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <PageHeader title={t('pages.uploadEventsResult')} intro={t('resultsAdmin.intro')} />
      <QueryState
        query={forms}
        errorTitle={t('resultsAdmin.formsFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={<Text c="dimmed">{t('resultsAdmin.noForms')}</Text>}
      >
        {(data) => (
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Select
                label={t('resultsAdmin.competition')}
                placeholder={t('resultsAdmin.competitionPlaceholder')}
                data={data.items.map((item) => ({ value: item.formId, label: describe(item) }))}
                value={formId}
                onChange={choose}
                searchable
                maw={560}
              />
              {form && (
                <>
                  <Text size="sm" c="dimmed">
                    {form.publishedVersion > 0 && form.publishedAt
                      ? t('resultsAdmin.publishedOn', {
                          version: form.publishedVersion,
                          date: formatDate(form.publishedAt),
                        })
                      : t('resultsAdmin.notPublished')}{' '}
                    {form.archive
                      ? t('resultsAdmin.archiveRows')
                      : t('resultsAdmin.starters', { count: form.starters })}
                  </Text>
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {t('resultsAdmin.templateTitle')}
                    </Title>
                    <Text size="sm">{t('resultsAdmin.templateHelp')}</Text>
                    <Group gap="sm">
                      <ExportButtons
                        urlFor={(format) => templateUrl(form.formId, format)}
                        name="results-template"
                        labels={{ csv: t('resultsAdmin.templateCsv'), xlsx: t('resultsAdmin.templateXlsx') }}
                      />
                    </Group>
                  </Stack>
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {t('resultsAdmin.uploadTitle')}
                    </Title>
                    <Text size="sm">{t('resultsAdmin.uploadHelp')}</Text>
                    {form.pendingImportId && state.phase === 'idle' && (
                      <Group gap="sm">
                        <Text size="sm">{t('resultsAdmin.pending')}</Text>
                        <Button
                          variant="light"
                          size="compact-md"
                          onClick={() => reopen(form.pendingImportId ?? '')}
                        >
                          {t('resultsAdmin.openPending')}
                        </Button>
                      </Group>
                    )}
                    <FileButton
                      onChange={send}
                      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      resetRef={resetRef}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          leftSection={<IconUpload size={16} aria-hidden />}
                          loading={state.phase === 'uploading' || state.phase === 'opening'}
                          w="fit-content"
                        >
                          {t('resultsAdmin.chooseFile')}
                        </Button>
                      )}
                    </FileButton>
                    {state.phase === 'uploading' && (
                      <Stack gap={4}>
                        <Progress
                          value={percent}
                          aria-label={t('resultsAdmin.uploading', { name: state.name })}
                        />
                        <Text size="sm" aria-hidden>
                          {t('resultsAdmin.uploadingPercent', { name: state.name, percent })}
                        </Text>
                      </Stack>
                    )}
                    {state.phase === 'failed' && (
                      <Alert color="red" title={t('resultsAdmin.uploadFailed')} role="alert">
                        <Text size="sm">{errorText(t, state.error)}</Text>
                        {isApiError(state.error) && <IssueList issues={issuesOfFailure(state.error.data)} />}
                      </Alert>
                    )}
                  </Stack>
                </>
              )}
            </Stack>
          </Paper>
        )}
      </QueryState>
      {form && state.phase === 'done' && (
        <ImportPreview key={state.data.importId} data={state.data} form={form} />
      )}
    </Stack>
  );
}
