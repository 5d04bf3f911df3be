import { Button, FileButton, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { SelectionDetail, StandardsPreview } from '@para/contract';
import { IconFileUpload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ScrollBox } from '../../../components/DataTable';
import { Alert } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { previewStandards, useSaveStandards } from '../api';

interface Row {
  discipline: string;
  sportClass: string;
  gender: string;
  mark: string;
}

const blank: Row = { discipline: '', sportClass: '', gender: 'female', mark: '' };

/**
 * The standards, edited on screen or read from a CSV or Excel file (its rows come in as the on-screen
 * rows, with the same row-named problems the server finds); saved as a whole.
 */
export function StandardsSection({ selection }: { selection: SelectionDetail }) {
  const { t } = useTranslation();
  const save = useSaveStandards(selection._id);
  const [rows, setRows] = useState<Row[]>(() => selection.standards.map((item) => ({ ...item })));
  const [issues, setIssues] = useState<StandardsPreview['errors']>([]);
  const [reading, setReading] = useState(false);
  const locked = selection.status === 'ratified';

  const readFile = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      const preview = await previewStandards(selection._id, file);
      setRows(preview.standards.map((item) => ({ ...item })));
      setIssues(preview.errors);
      toast.info(
        preview.errors.length
          ? t('selectionsAdmin.standards.readWithErrors', { count: preview.errors.length })
          : t('selectionsAdmin.standards.read', { count: preview.standards.length }),
      );
    } catch (failure) {
      toast.error(errorText(t, failure));
    } finally {
      setReading(false);
    }
  };

  const submit = () => {
    save.mutate(
      { standards: rows },
      {
        onSuccess: () => {
          setIssues([]);
          toast.success(t('selectionsAdmin.standards.saved'));
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'STANDARDS_INVALID') {
            const data = failure.data as { errors?: StandardsPreview['errors'] } | null;
            setIssues(data?.errors ?? []);
          }
        },
      },
    );
  };

  const change = (index: number, key: keyof Row, value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const issuesOf = (index: number) => issues.filter((issue) => issue.row === index + 2);

  return (
    <Stack gap="sm" component="section" aria-labelledby="standards-title">
      <Title order={2} id="standards-title">
        {t('selectionsAdmin.standards.title')}
      </Title>
      <Text>{t('selectionsAdmin.standards.intro')}</Text>
      {!locked && (
        <Group gap="sm">
          <FileButton onChange={(file) => void readFile(file)} accept=".csv,.xlsx,text/csv">
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={reading}
                leftSection={<IconFileUpload size={18} aria-hidden />}
              >
                {t('selectionsAdmin.standards.import')}
              </Button>
            )}
          </FileButton>
          <Text size="sm">{t('selectionsAdmin.standards.fileHelp')}</Text>
        </Group>
      )}
      {issues.length > 0 && (
        <Alert tone="error" title={t('selectionsAdmin.standards.problems', { count: issues.length })}>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.row}-${issue.code}-${issue.field ?? ''}`}>
                {t('selectionsAdmin.standards.issue', {
                  row: issue.row,
                  text: t(`selectionsAdmin.issues.${issue.code}`),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <ScrollBox label={t('selectionsAdmin.standards.caption')} minWidth={640}>
        <Table>
          <caption className="visually-hidden-inline">{t('selectionsAdmin.standards.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('selectionsAdmin.standards.row')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.standards.discipline')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.standards.sportClass')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.standards.gender')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.standards.mark')}</Table.Th>
              {!locked && <Table.Th scope="col">{t('selectionsAdmin.standards.remove')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const rowIssues = issuesOf(index);
              const errorFor = (field: string) =>
                rowIssues.some((issue) => (issue.field ?? 'discipline') === field)
                  ? t('selectionsAdmin.standards.fix')
                  : undefined;
              const label = (name: string) =>
                t('selectionsAdmin.standards.cellLabel', { row: index + 2, name });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
                <Table.Tr key={index}>
                  <Table.Td>{index + 2}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={label(t('selectionsAdmin.standards.discipline'))}
                      value={row.discipline}
                      disabled={locked}
                      error={errorFor('discipline')}
                      onChange={(event) => change(index, 'discipline', event.currentTarget.value)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={label(t('selectionsAdmin.standards.sportClass'))}
                      value={row.sportClass}
                      disabled={locked}
                      error={errorFor('sportClass')}
                      onChange={(event) => change(index, 'sportClass', event.currentTarget.value)}
                      w={90}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={label(t('selectionsAdmin.standards.gender'))}
                      value={['male', 'female', 'any'].includes(row.gender) ? row.gender : ''}
                      disabled={locked}
                      error={errorFor('gender')}
                      onChange={(event) => change(index, 'gender', event.currentTarget.value)}
                      data={[
                        { value: '', label: '—' },
                        { value: 'female', label: t('selectionsAdmin.genders.female') },
                        { value: 'male', label: t('selectionsAdmin.genders.male') },
                        { value: 'any', label: t('selectionsAdmin.genders.any') },
                      ]}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={label(t('selectionsAdmin.standards.mark'))}
                      value={row.mark}
                      disabled={locked}
                      error={errorFor('mark')}
                      onChange={(event) => change(index, 'mark', event.currentTarget.value)}
                      w={110}
                    />
                  </Table.Td>
                  {!locked && (
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        aria-label={t('selectionsAdmin.standards.removeRow', { row: index + 2 })}
                        onClick={() => setRows(rows.filter((_, at) => at !== index))}
                      >
                        <IconTrash size={18} aria-hidden />
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      {!locked && (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setRows([...rows, { ...blank }])}
          >
            {t('selectionsAdmin.standards.addRow')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('selectionsAdmin.standards.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
