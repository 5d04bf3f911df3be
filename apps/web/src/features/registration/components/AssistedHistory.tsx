import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { type AssistedStep, districtAssistanceRoutes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';

const historyQuery = () => ({
  queryKey: ['user', 'assisted-history'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(districtAssistanceRoutes.assistedHistory, { signal }),
});

/**
 * For an athlete a district unit registered: what its secretaries did on their behalf (account,
 * pages, documents, consent, fee, recommendation), who and when, from the audit log. Nothing for an
 * athlete who registered themselves.
 */
export function AssistedHistory() {
  const { t } = useTranslation();
  const history = useQuery(historyQuery());
  if (!history.data?.assisted || history.data.steps.length === 0) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="assisted-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="assisted-heading">
          {t('assisted.history.title')}
        </Title>
        <Text>{t('assisted.history.intro')}</Text>
        <List spacing="sm" listStyleType="none" withPadding={false}>
          {history.data.steps.map((step) => (
            // A step is one audit entry: its time, action and detail tell it from the others.
            <List.Item key={`${step.at}-${step.action}-${step.detail}`}>
              <Text fw={500}>{stepText(t, step)}</Text>
              <Text size="sm" c="dimmed">
                {t('assisted.history.by', {
                  name: step.secretaryName || t('assisted.history.formerSecretary'),
                  district: step.district,
                  date: formatDateTime(step.at),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function stepText(t: (key: string, options?: Record<string, unknown>) => string, step: AssistedStep) {
  if (step.action === 'document')
    return t('assisted.history.step.document', {
      kind: step.detail ? t(`registration.sections.${step.detail}`) : '',
    });
  if (step.action === 'check')
    return t('assisted.history.step.check', {
      recommendation: t(`assisted.history.recommendation.${step.detail === 'return' ? 'return' : 'approve'}`),
    });
  return t(`assisted.history.step.${step.action}`, { detail: step.detail });
}
