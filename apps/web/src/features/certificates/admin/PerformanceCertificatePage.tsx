import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useListState } from '../../../components/admin/AdminList';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useTranslation } from '../../../lib/translation';
import { certificateCompetitionsQuery } from '../api';
import { CertificateList, listDefaults, PAGE_SIZE } from './CertificateList';
import { CompetitionSummary } from './CompetitionSummary';

/**
 * /admin/performance-certificate: per competition with published results, its certificates by kind
 * and the issuing job (followed while it runs), the ZIP, and the list with revoking.
 */
export default function PerformanceCertificatePage() {
  const { t } = useTranslation();
  const competitions = useQuery(certificateCompetitionsQuery());
  const state = useListState(listDefaults, PAGE_SIZE, {
    kind: ['', 'participation', 'merit', 'record'],
    status: ['', 'valid', 'superseded', 'revoked'],
  });
  const items = competitions.data?.items ?? [];
  const selected = items.find((item) => item.formId === state.filters.form) ?? items[0];
  return (
    <Stack gap="lg" w="100%">
      <PageHeader title={t('pages.performanceCertificate')} intro={t('certificatesAdmin.intro')} />
      <QueryState
        query={competitions}
        isEmpty={(data) => data.items.length === 0}
        empty={<Text>{t('certificatesAdmin.none')}</Text>}
      >
        {(data) => (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((item) => (
              <CompetitionSummary
                key={item.formId}
                item={item}
                selected={item.formId === selected?.formId}
                onSelect={() => state.setFilters({ ...listDefaults, form: item.formId })}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {selected && <CertificateList formId={selected.formId} title={selected.title} state={state} />}
    </Stack>
  );
}
