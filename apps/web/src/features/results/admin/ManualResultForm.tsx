import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ManualResultInput, ManualResults, ResultsFormRow } from '@para/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { isApiError } from '../../../lib/api';
import { errorKey, errorText, fieldErrorTexts } from '../../../lib/errors';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { disciplineNamer } from '../discipline-names';
import { useSaveManualResult } from '../manual-api';
import { issuesOfFailure } from '../preview';
import { IssueList } from './IssueList';

type Values = Required<{ [K in keyof ManualResultInput]: string }>;
type Row = ManualResults['rows'][number];

const STATUSES = ['', 'DNS', 'DNF', 'DQ', 'NM'] as const;

const emptyValues: Values = {
  discipline: '',
  uid: '',
  mark: '',
  status: '',
  rule: '',
  wind: '',
  heat: '',
  lane: '',
  round: '',
  remarks: '',
};

/** A stored row as the form's text, written as a results file would write it. */
export function valuesOfRow(row: Row, windText: (tenths: number) => string): Values {
  return {
    discipline: row.discipline,
    uid: row.uid ?? '',
    mark: row.markText ?? '',
    status: row.status ?? '',
    rule: row.rule ?? '',
    wind: row.wind === null ? '' : windText(row.wind),
    heat: row.heat ?? '',
    lane: row.lane === null ? '' : String(row.lane),
    round: row.round ?? '',
    remarks: row.remarks ?? '',
  };
}

/**
 * Adds one result, or corrects one (`editing`): the mark is read and checked on the server by the
 * file's rules, so its errors come back per field and its warnings must be read before it is kept.
 */
export function ManualResultForm({
  form,
  data,
  editing,
  initial,
  onSaved,
  onCancel,
}: {
  form: ResultsFormRow;
  data: ManualResults;
  editing: Row | null;
  initial: Values | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveManualResult(form.formId);
  const invalidate = useInvalidateAdmin();
  const [values, setValues] = useState<Values>(initial ?? emptyValues);
  const [acknowledged, setAcknowledged] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  const titleId = useId();
  useEffect(() => first.current?.focus(), []);

  const nameOf = disciplineNamer(form.disciplines, lang);
  const kind = form.disciplines.find((item) => item.key === values.discipline)?.kind;
  const athletes = data.entrants.filter((item) => item.disciplines.includes(values.discipline));
  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((old) => ({ ...old, [field]: value, ...(field === 'discipline' ? { uid: '' } : {}) }));
  };

  const failure = save.error;
  const code = isApiError(failure) ? failure.code : null;
  const warnings =
    code === 'RESULTS_WARNINGS_NOT_ACKNOWLEDGED'
      ? issuesOfFailure(failure && isApiError(failure) ? failure.data : null)
      : [];
  const fieldErrors: Record<string, string> = {};
  for (const [path, text] of Object.entries(fieldErrorTexts(t, failure)))
    fieldErrors[path.replace(/^result\./, '')] = text;
  if (code !== 'RESULTS_WARNINGS_NOT_ACKNOWLEDGED' && isApiError(failure)) {
    for (const issue of issuesOfFailure(failure.data)) {
      if (issue.column) fieldErrors[issue.column] = t(errorKey(issue.code), { defaultValue: issue.message });
    }
  }
  const errorOf = (field: keyof Values) => fieldErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        draftImportId: data.draft?.importId ?? null,
        publishedVersion: data.publishedVersion,
        row: editing?.row ?? null,
        result: { ...values, status: values.status as (typeof STATUSES)[number] },
        acknowledgeWarnings: acknowledged,
      },
      {
        onSuccess: onSaved,
        // The draft changed meanwhile: show it as it is now.
        onError: (error) => {
          if (isApiError(error) && error.code === 'RESULTS_DRAFT_CHANGED') void invalidate();
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {editing ? t('resultsManual.editTitle', { row: editing.row }) : t('resultsManual.addTitle')}
          </Title>
          {failure && code !== 'RESULTS_WARNINGS_NOT_ACKNOWLEDGED' && (
            <Alert color="red" title={t('resultsManual.notSaved')}>
              <Text size="sm">{errorText(t, failure)}</Text>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              ref={first}
              label={t('resultsManual.discipline')}
              required
              value={values.discipline}
              onChange={set('discipline')}
              error={errorOf('discipline')}
              data={[
                { value: '', label: t('resultsManual.chooseDiscipline') },
                ...form.disciplines.map((item) => ({ value: item.key, label: nameOf(item.key) })),
              ]}
            />
            <NativeSelect
              label={t('resultsManual.athlete')}
              required
              value={values.uid}
              onChange={set('uid')}
              error={errorOf('uid')}
              description={
                values.discipline && athletes.length === 0 ? t('resultsManual.noAthletes') : undefined
              }
              data={[
                { value: '', label: t('resultsManual.chooseAthlete') },
                ...athletes.map((item) => ({
                  value: item.uid,
                  label: item.bib
                    ? t('resultsManual.athleteWithBib', { name: item.name, bib: item.bib, uid: item.uid })
                    : t('resultsManual.athleteOption', { name: item.name, uid: item.uid }),
                })),
              ]}
            />
            <TextInput
              label={t('resultsManual.mark')}
              description={t(`resultsManual.markHelp.${kind ?? 'none'}`)}
              value={values.mark}
              onChange={set('mark')}
              error={errorOf('mark')}
              autoComplete="off"
            />
            <NativeSelect
              label={t('resultsManual.status')}
              value={values.status}
              onChange={set('status')}
              error={errorOf('status')}
              data={STATUSES.map((status) => ({
                value: status,
                label: t(`resultsManual.statuses.${status || 'none'}`),
              }))}
            />
            {values.status === 'DQ' && (
              <TextInput
                label={t('resultsManual.rule')}
                value={values.rule}
                onChange={set('rule')}
                error={errorOf('rule')}
              />
            )}
            <TextInput
              label={t('resultsManual.wind')}
              description={t('resultsManual.windHelp')}
              value={values.wind}
              onChange={set('wind')}
              error={errorOf('wind')}
              autoComplete="off"
            />
            <TextInput
              label={t('resultsManual.round')}
              description={t('resultsManual.roundHelp')}
              value={values.round}
              onChange={set('round')}
              error={errorOf('round')}
            />
            <TextInput
              label={t('resultsManual.heat')}
              value={values.heat}
              onChange={set('heat')}
              error={errorOf('heat')}
            />
            <TextInput
              label={t('resultsManual.lane')}
              value={values.lane}
              onChange={set('lane')}
              error={errorOf('lane')}
              inputMode="numeric"
            />
          </SimpleGrid>
          <Textarea
            label={t('resultsManual.remarks')}
            value={values.remarks}
            onChange={set('remarks')}
            error={errorOf('remarks')}
            rows={2}
          />
          {warnings.length > 0 && (
            <Alert color="yellow" title={t('resultsManual.warningsTitle', { count: warnings.length })}>
              <IssueList issues={warnings} withRow={false} />
              <Checkbox
                mt="sm"
                label={t('resultsAdmin.acknowledge')}
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.currentTarget.checked)}
              />
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {editing ? t('resultsManual.saveChange') : t('resultsManual.save')}
            </Button>
            <Button type="button" variant="default" onClick={onCancel}>
              {t('resultsManual.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
