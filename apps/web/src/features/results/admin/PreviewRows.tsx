import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { formatMark, formatWind, type ResultsImport } from '@para/contract';
import { useMemo, useState } from 'react';
import { DataTable, EmptyRow, noWrap } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { useTranslation } from '../../../lib/translation';
import { type PreviewRow, previewRows } from '../preview';
import { useIssueText } from './IssueList';

const PAGE_SIZE = 50;

const markOf = (row: PreviewRow) =>
  row.markText ?? (row.kind && row.mark !== null ? formatMark(row.kind, row.mark) : '');

/**
 * The file's rows as read, a page at a time (a file may hold 20,000): rows with errors first, then
 * those with warnings, each with its problems; "only rows with problems" leaves the others out.
 */
export function PreviewRows({ data, nameOf }: { data: ResultsImport; nameOf: (key: string) => string }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const hasProblems = data.errors.length + data.warnings.length > 0;
  const [onlyProblems, setOnlyProblems] = useState(hasProblems);
  const [page, setPage] = useState(1);
  const rows = useMemo(() => previewRows(data, onlyProblems), [data, onlyProblems]);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const headers = [
    t('resultsAdmin.col.row'),
    t('resultsAdmin.col.discipline'),
    t('resultsAdmin.col.athlete'),
    t('resultsAdmin.col.mark'),
    t('resultsAdmin.col.wind'),
    t('resultsAdmin.col.place'),
    t('resultsAdmin.col.problems'),
  ];

  return (
    <Stack gap="sm">
      <Switch
        label={t('resultsAdmin.onlyProblems')}
        checked={onlyProblems}
        onChange={(event) => {
          setOnlyProblems(event.currentTarget.checked);
          setPage(1);
        }}
      />
      <DataTable label={t('resultsAdmin.rowsTable')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.length === 0 ? (
            <EmptyRow columns={headers.length}>{t('resultsAdmin.noRows')}</EmptyRow>
          ) : (
            shown.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td style={noWrap}>{row.row}</Table.Td>
                <Table.Td>{nameOf(row.discipline)}</Table.Td>
                <Table.Td style={noWrap}>
                  {[row.uid, row.bib && `#${row.bib}`].filter(Boolean).join(' ')}
                </Table.Td>
                <Table.Td style={noWrap}>
                  {row.status ? [row.status, row.rule].filter(Boolean).join(' ') : markOf(row)}
                </Table.Td>
                <Table.Td style={noWrap}>{row.wind === null ? '' : formatWind(row.wind)}</Table.Td>
                <Table.Td style={noWrap}>{row.place ?? ''}</Table.Td>
                <Table.Td miw={280}>
                  <Stack gap={2}>
                    {row.errors.map((issue) => (
                      <Group
                        key={`e-${issue.code}-${issue.column ?? ''}`}
                        gap={4}
                        wrap="nowrap"
                        align="start"
                      >
                        <Badge color="red.8" variant="filled" size="xs" style={{ flexShrink: 0 }}>
                          {t('resultsAdmin.error')}
                        </Badge>
                        <Text size="xs">{issueText(issue, { withRow: false })}</Text>
                      </Group>
                    ))}
                    {row.warnings.map((issue) => (
                      <Group
                        key={`w-${issue.code}-${issue.column ?? ''}`}
                        gap={4}
                        wrap="nowrap"
                        align="start"
                      >
                        <Badge
                          color="yellow.3"
                          c="dark.9"
                          variant="filled"
                          size="xs"
                          style={{ flexShrink: 0 }}
                        >
                          {t('resultsAdmin.warning')}
                        </Badge>
                        <Text size="xs">{issueText(issue, { withRow: false })}</Text>
                      </Group>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </DataTable>
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={rows.length}
        onPage={setPage}
        label={t('resultsAdmin.rowsPages')}
      />
    </Stack>
  );
}
