import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { AdminCertificateRow } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminList, type ListState, SelectFilter } from '../../../components/admin/AdminList';
import { type Column, noWrap } from '../../../components/DataTable';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { optional } from '../../../lib/url-state';
import { formCertificatesQuery, saveAnyCertificate } from '../api';
import { statusColour } from '../components/status';
import { RevokeDialog } from './RevokeDialog';

export const listDefaults = { form: '', kind: '', status: '', search: '', page: '1' };
export type ListFilters = typeof listDefaults;
export const PAGE_SIZE = 25;
/** A badge's or button's label keeps its whole width in a crowded table (Mantine's would shrink and cut). */
const fitLabel = { label: { overflow: 'visible' } };
const fitButton = { root: { flexShrink: 0 }, label: { overflow: 'visible', whiteSpace: 'nowrap' as const } };

/** One competition's certificates: filters in the address, a page at a time, each with its PDF and revoking. */
export function CertificateList({
  formId,
  title,
  state,
}: {
  formId: string;
  title: string;
  state: ListState<ListFilters>;
}) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<AdminCertificateRow | null>(null);
  const { filters } = state;
  const result = useQuery(
    formCertificatesQuery(formId, {
      kind: optional(filters.kind) as 'participation' | 'merit' | 'record' | undefined,
      status: optional(filters.status) as 'valid' | 'superseded' | 'revoked' | undefined,
      search: optional(filters.search),
      page: state.page,
      pageSize: PAGE_SIZE,
    }),
  );
  const columns: Column<AdminCertificateRow>[] = [
    {
      header: t('certificates.field.number'),
      cell: (row) => (
        <Anchor href={paths.verifyCertificate(row.number)} target="_blank" rel="noopener">
          {row.number}
        </Anchor>
      ),
      style: noWrap,
    },
    {
      header: t('certificates.field.name'),
      cell: (row) => (
        <>
          {row.athleteName}
          <Text size="xs">{row.uid}</Text>
        </>
      ),
    },
    { header: t('certificates.field.kind'), cell: (row) => t(`certificates.kind.${row.kind}`) },
    { header: t('certificates.field.discipline'), cell: (row) => row.discipline },
    {
      header: t('certificatesAdmin.col.result'),
      cell: (row) => [row.place !== null ? `#${row.place}` : '', row.mark].filter(Boolean).join(' · ') || '–',
      style: noWrap,
    },
    {
      header: t('certificatesAdmin.col.status'),
      cell: (row) => (
        <>
          <Badge color={statusColour[row.status]} variant="light" c="dark.9" tt="none" styles={fitLabel}>
            {t(`certificates.status.${row.status}`)}
          </Badge>
          {row.revokeReason && (
            <Text size="xs" style={{ whiteSpace: 'normal', maxWidth: 220 }}>
              {row.revokeReason}
            </Text>
          )}
        </>
      ),
      style: noWrap,
    },
    {
      header: t('certificatesAdmin.col.actions'),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            styles={fitButton}
            variant="light"
            onClick={() => void saveAnyCertificate(row.id)}
            aria-label={t('certificatesAdmin.pdfOf', { number: row.number })}
          >
            {t('certificatesAdmin.pdf')}
          </Button>
          {row.status === 'valid' && (
            <Button
              size="compact-sm"
              styles={fitButton}
              variant="default"
              c="red.9"
              onClick={() => setRevoking(row)}
              aria-label={t('certificatesAdmin.revokeOf', { number: row.number })}
            >
              {t('certificatesAdmin.revoke.button')}
            </Button>
          )}
        </Group>
      ),
      style: noWrap,
    },
  ];
  const kinds = (['participation', 'merit', 'record'] as const).map((value) => ({
    value,
    label: t(`certificates.kind.${value}`),
  }));
  const statuses = (['valid', 'superseded', 'revoked'] as const).map((value) => ({
    value,
    label: t(`certificates.status.${value}`),
  }));
  return (
    <section aria-labelledby="certificate-list">
      <h2 id="certificate-list">{t('certificatesAdmin.listOf', { title })}</h2>
      <AdminList
        state={state}
        result={result}
        filtersLabel={t('certificatesAdmin.filters')}
        search={{
          name: 'search',
          label: t('certificatesAdmin.search'),
          hint: t('certificatesAdmin.searchHint'),
        }}
        filters={
          <>
            <SelectFilter state={state} name="kind" label={t('certificates.field.kind')} options={kinds} />
            <SelectFilter
              state={state}
              name="status"
              label={t('certificatesAdmin.col.status')}
              options={statuses}
            />
          </>
        }
        label={t('certificatesAdmin.listOf', { title })}
        minWidth={900}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t('certificatesAdmin.empty')}
        pagesLabel={t('certificatesAdmin.pages')}
      />
      <RevokeDialog row={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
