import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useLang } from '../../../lib/use-lang';
import { resultsFormsQuery } from '../api';

/** /admin/events-results: the competitions with published results, each linking to its public page. */
export default function EventsResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const forms = useQuery(resultsFormsQuery());
  const published = (items: NonNullable<typeof forms.data>['items']) =>
    items.filter((item) => item.publishedVersion > 0).sort((a, b) => b.startDate.localeCompare(a.startDate));

  return (
    <Stack gap="lg" w="100%" maw={820}>
      <PageHeader title={t('pages.eventsResults')} intro={t('resultsAdmin.eventsIntro')} />
      <QueryState
        query={forms}
        errorTitle={t('resultsAdmin.formsFailed')}
        isEmpty={(data) => published(data.items).length === 0}
        empty={<Text c="dimmed">{t('resultsAdmin.nonePublishedYet')}</Text>}
      >
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {published(data.items).map((item) => {
              const title = lang === 'hi' && item.titleHi ? item.titleHi : item.title;
              return (
                <Paper key={item.formId} component="li" withBorder radius="md" p="md">
                  <Stack gap={4}>
                    <Title order={2} size="h4">
                      {title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {item.eventTitle} · {formatDate(item.startDate)}
                    </Text>
                    <Text size="sm">
                      {item.publishedAt
                        ? t('resultsAdmin.publishedOn', {
                            version: item.publishedVersion,
                            date: formatDate(item.publishedAt),
                          })
                        : t('resultsAdmin.versionOnly', { version: item.publishedVersion })}
                    </Text>
                    <Anchor
                      href={paths.competitionResults(item.formId)}
                      size="sm"
                      aria-label={t('resultsAdmin.viewPublicOf', { title })}
                    >
                      {t('resultsAdmin.viewPublic')}
                    </Anchor>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
