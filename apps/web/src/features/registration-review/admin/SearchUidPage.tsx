import { Anchor, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { QueryError } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../lib/paths';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import { useUrlFilters } from '../../../lib/url-state';
import { searchUidQuery } from '../api';
import { AthletePhoto } from './AthletePhoto';

export default function SearchUid() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters({ q: '' });
  const [text, setText] = useState(filters.q);
  // The search follows typing after a short pause; the address keeps it for a reload.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== filters.q) setFilters({ q: text.trim() });
    }, 350);
    return () => clearTimeout(timer);
  }, [text, filters.q, setFilters]);
  const results = useQuery(searchUidQuery(filters.q));
  const options = useQuery(registrationOptionsQuery());
  const sportNames = Object.fromEntries(
    (options.data?.sports ?? []).map((sport) => [sport.code, sport.name]),
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.searchUid')} intro={t('admin.searchUid.intro')} />
      <TextInput
        label={t('admin.searchUid.label')}
        description={t('admin.searchUid.hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value.toUpperCase())}
        type="search"
        maw={420}
        autoComplete="off"
      />
      <div aria-live="polite">
        {filters.q.length < 2 ? null : results.isError ? (
          <QueryError
            title={t('table.loadFailed')}
            retryLabel={t('table.retry')}
            error={results.error}
            onRetry={() => void results.refetch()}
          />
        ) : !results.data ? (
          <Text role="status">{t('common.loading')}</Text>
        ) : results.data.length === 0 ? (
          <Text c="dimmed">{t('admin.searchUid.none', { q: filters.q })}</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('admin.searchUid.count', { count: results.data.length })}</Text>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {results.data.map((athlete) => (
                <Card component="li" withBorder radius="md" padding="md" key={athlete.userId}>
                  <Stack gap={6}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <AthletePhoto url={athlete.photoUrl} name={athlete.name} />
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                          {athlete.name}
                        </Title>
                        <StatusBadge status={athlete.status} />
                      </Stack>
                    </Group>
                    <Text fw={700} ff="monospace">
                      {athlete.uid}
                    </Text>
                    <Text size="sm">{athlete.district || '—'}</Text>
                    {athlete.sports.map((sport) => (
                      <Text size="sm" key={sport.sport}>
                        {sportNames[sport.sport] ?? sport.sport}
                        {sport.sportClass ? ` · ${sport.sportClass}` : ''}
                      </Text>
                    ))}
                    <Group gap="md" mt="xs">
                      <Anchor component={Link} to={paths.admin.review(athlete.userId)} size="sm">
                        {t('admin.searchUid.review', { name: athlete.name })}
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={`${paths.admin.paymentManagement}?search=${encodeURIComponent(athlete.name)}`}
                        size="sm"
                      >
                        {t('admin.searchUid.payments', { name: athlete.name })}
                      </Anchor>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
