import { Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  formatWind,
  type ManualResults as ManualData,
  type ResultsFormRow,
  type ResultsImport,
} from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { DataTable, EmptyRow, noWrap } from '../../../components/DataTable';
import { Alert, QueryState } from '../../../components/feedback';
import { Pager } from '../../../components/Pager';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { disciplineNamer } from '../discipline-names';
import { manualResultsQuery, useRemoveManualResult } from '../manual-api';
import { ImportPreview } from './ImportPreview';
import { ManualResultForm, valuesOfRow } from './ManualResultForm';

type Row = ManualData['rows'][number];
const PAGE_SIZE = 50;

/** The form is closed, adds a result, or corrects the result of one row. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: Row };

/**
 * A competition's results entered on screen: the draft's rows (or the published ones), each to correct
 * or remove, a result to add, and the draft's preview with publishing, as for an uploaded file.
 */
export function ManualResults({ form }: { form: ResultsFormRow }) {
  const { t } = useTranslation();
  const query = useQuery(manualResultsQuery(form.formId));
  return (
    <QueryState query={query} errorTitle={t('resultsManual.loadFailed')}>
      {(data) => <ManualResultsLoaded form={form} data={data} />}
    </QueryState>
  );
}

function ManualResultsLoaded({ form, data }: { form: ResultsFormRow; data: ManualData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [saved, setSaved] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [page, setPage] = useState(1);
  // The draft stays on screen once published, so its "published" notice is read.
  const [shownDraft, setShownDraft] = useState<ResultsImport | null>(data.draft);
  useEffect(() => {
    if (data.draft) setShownDraft(data.draft);
  }, [data.draft]);
  const addButton = useRef<HTMLButtonElement>(null);
  // The keyboard goes back to "Add a result" once the closed form has given its place back to the
  // button: after the commit, not at the next frame, which can come first on a busy machine.
  const [returnFocus, setReturnFocus] = useState(0);
  useEffect(() => {
    if (returnFocus > 0 && editing.mode === 'closed') addButton.current?.focus();
  }, [returnFocus, editing.mode]);
  const remove = useRemoveManualResult(form.formId);
  const invalidate = useInvalidateAdmin();

  const nameOf = disciplineNamer(form.disciplines, lang);
  const athletes = new Map(data.entrants.map((item) => [item.uid, item]));
  const athleteOf = (row: Row) =>
    (row.uid ? athletes.get(row.uid)?.name : undefined) ?? row.uid ?? row.bib ?? '';
  const shown = data.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const close = (message: string | null) => {
    setEditing({ mode: 'closed' });
    setSaved(message);
    setReturnFocus((count) => count + 1);
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      {
        draftImportId: data.draft?.importId ?? null,
        publishedVersion: data.publishedVersion,
        row: removing.row,
      },
      {
        onSuccess: () => {
          setRemoving(null);
          close(t('resultsManual.removed'));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'RESULTS_DRAFT_CHANGED') void invalidate();
        },
      },
    );
  };
  const headers = [
    t('resultsAdmin.col.discipline'),
    t('resultsAdmin.col.athlete'),
    t('resultsAdmin.col.mark'),
    t('resultsAdmin.col.wind'),
    t('resultsManual.roundHeatLane'),
    t('resultsAdmin.col.place'),
    t('resultsManual.actions'),
  ];

  return (
    <Stack gap="md">
      <Text size="sm">
        {data.draft
          ? t('resultsManual.draftState', { count: data.draft.rows.length })
          : data.publishedVersion > 0
            ? t('resultsManual.publishedState', { version: data.publishedVersion })
            : t('resultsManual.emptyState')}
      </Text>
      {saved && (
        <Alert color="green" role="status">
          {saved}
        </Alert>
      )}
      {editing.mode === 'closed' ? (
        <Button ref={addButton} w="fit-content" onClick={() => setEditing({ mode: 'add' })}>
          {t('resultsManual.add')}
        </Button>
      ) : (
        <ManualResultForm
          key={editing.mode === 'edit' ? `edit-${editing.row.row}` : 'add'}
          form={form}
          data={data}
          editing={editing.mode === 'edit' ? editing.row : null}
          initial={editing.mode === 'edit' ? valuesOfRow(editing.row, formatWind) : null}
          onSaved={() => close(t('resultsManual.saved'))}
          onCancel={() => close(null)}
        />
      )}
      <DataTable label={t('resultsManual.table')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.length === 0 ? (
            <EmptyRow columns={headers.length}>{t('resultsManual.none')}</EmptyRow>
          ) : (
            shown.map((row) => {
              const who = athleteOf(row);
              const discipline = nameOf(row.discipline);
              return (
                <Table.Tr key={row.row}>
                  <Table.Td>{discipline}</Table.Td>
                  <Table.Td>{who}</Table.Td>
                  <Table.Td style={noWrap}>
                    {row.status ? [row.status, row.rule].filter(Boolean).join(' ') : (row.markText ?? '')}
                  </Table.Td>
                  <Table.Td style={noWrap}>{row.wind === null ? '' : formatWind(row.wind)}</Table.Td>
                  <Table.Td>
                    {[
                      row.round,
                      row.heat && t('resultsManual.heatN', { heat: row.heat }),
                      row.lane && t('resultsManual.laneN', { lane: row.lane }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Table.Td>
                  <Table.Td style={noWrap}>{row.place ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('resultsManual.editOf', { name: who, discipline })}
                        onClick={() => {
                          setSaved(null);
                          setEditing({ mode: 'edit', row });
                        }}
                      >
                        {t('resultsManual.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        aria-label={t('resultsManual.removeOf', { name: who, discipline })}
                        onClick={() => setRemoving(row)}
                      >
                        {t('resultsManual.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </DataTable>
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={data.rows.length}
        onPage={setPage}
        label={t('resultsManual.pages')}
      />
      {shownDraft && <ImportPreview key={shownDraft.importId} data={shownDraft} form={form} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('resultsManual.removeTitle')}
        confirmLabel={t('resultsManual.remove')}
        confirmColor="red.8"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <Stack gap="xs">
          <Text>
            {removing &&
              t('resultsManual.removeText', {
                name: athleteOf(removing),
                discipline: nameOf(removing.discipline),
              })}
          </Text>
          {remove.error && (
            <Alert color="red">
              <Text size="sm">{errorText(t, remove.error)}</Text>
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
