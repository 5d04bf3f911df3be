import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DistrictCounts } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { dashboardQuery } from '../api';
import { CampPanel } from '../components/CampPanel';

/** Each count with the list it stands for: the district's athletes in that state. */
const COUNTS: { key: keyof Omit<DistrictCounts, 'district'>; status?: string }[] = [
  { key: 'drafts', status: 'draft' },
  { key: 'waitingForFee', status: 'submitted' },
  { key: 'waitingForReview', status: 'submitted' },
  { key: 'returned', status: 'rejected' },
  { key: 'approved', status: 'approved' },
  { key: 'confirmedEntries' },
];

function listOf(district: string, status?: string) {
  const params = new URLSearchParams({ district, ...(status ? { status } : {}) });
  return `${paths.district.athletes}?${params}`;
}

/** /district/dashboard: where the secretary's districts stand, a card per district. */
export default function DistrictDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery(dashboardQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.districtDashboard')} intro={t('districtUnit.dashboard.intro')} />
      <QueryState query={dashboard} errorTitle={t('districtUnit.loadFailed')}>
        {(data) => (
          <Stack gap="lg">
            {data.districts.map((counts) => {
              const district = t(`districts.${counts.district}`, { defaultValue: counts.district });
              return (
                <Paper
                  key={counts.district}
                  component="section"
                  withBorder
                  radius="md"
                  p="md"
                  aria-labelledby={`district-${counts.district}`}
                >
                  <Stack gap="sm">
                    <Title order={2} size="h3" id={`district-${counts.district}`}>
                      {district}
                    </Title>
                    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" m={0}>
                      {COUNTS.map(({ key, status }) => (
                        <div key={key}>
                          <Text component="dt" size="sm" c="dimmed">
                            {t(`districtUnit.counts.${key}`)}
                          </Text>
                          <Text component="dd" m={0} fz="xl" fw={700}>
                            {status ? (
                              <Anchor
                                component={Link}
                                to={listOf(counts.district, status)}
                                aria-label={t('districtUnit.dashboard.countLink', {
                                  count: counts[key],
                                  what: t(`districtUnit.counts.${key}`),
                                  district,
                                })}
                              >
                                {counts[key]}
                              </Anchor>
                            ) : (
                              counts[key]
                            )}
                          </Text>
                        </div>
                      ))}
                    </SimpleGrid>
                    <Anchor component={Link} to={listOf(counts.district)} size="sm">
                      {t('districtUnit.dashboard.allAthletes', { district })}
                    </Anchor>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <CampPanel />
    </Stack>
  );
}
