import { Anchor, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { resultsFormsQuery } from '../api';
import { ManualResults } from './ManualResults';

/**
 * /admin/events-results: results entered and corrected on screen for a competition (for those without
 * a file), and the competitions with published results, each linking to its public page.
 */
export default function EventsResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const forms = useQuery(resultsFormsQuery());
  const [formId, setFormId] = useState('');
  const chosen = forms.data?.items.find((item) => item.formId === formId);
  const published = (items: NonNullable<typeof forms.data>['items']) =>
    items.filter((item) => item.publishedVersion > 0).sort((a, b) => b.startDate.localeCompare(a.startDate));

  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <PageHeader title={t('pages.eventsResults')} intro={t('resultsAdmin.eventsIntro')} />
      {forms.data && forms.data.items.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="manual-results-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="manual-results-title">
              {t('resultsManual.title')}
            </Title>
            <Text size="sm">{t('resultsManual.intro')}</Text>
            <NativeSelect
              label={t('resultsAdmin.competition')}
              value={formId}
              onChange={(event) => setFormId(event.currentTarget.value)}
              data={[
                { value: '', label: t('resultsAdmin.competitionPlaceholder') },
                ...forms.data.items.map((item) => ({
                  value: item.formId,
                  label: lang === 'hi' && item.titleHi ? item.titleHi : item.title,
                })),
              ]}
              maw={560}
            />
            {chosen && <ManualResults key={chosen.formId} form={chosen} />}
          </Stack>
        </Paper>
      )}
      <Title order={2} size="h3">
        {t('resultsManual.publishedTitle')}
      </Title>
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
                    <Title order={3} size="h4">
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
