import { Badge, Group, Alert as MantineAlert, Paper, Stack, Text, Title } from '@mantine/core';
import { districtAssistanceRoutes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { DocumentViewer } from './DocumentViewer';

const assistanceQuery = (userId: string) => ({
  queryKey: ['admin', 'district-assistance', userId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(districtAssistanceRoutes.adminDistrictAssistance, { params: { userId }, signal }),
});

/**
 * What the athlete's district did before this review: its check and recommendation (while the
 * association has the district check on) and the signed consent form. Nothing when there is neither.
 */
export function DistrictAssistanceCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const assistance = useQuery(assistanceQuery(userId));
  const data = assistance.data;
  if (!data || (!data.check && !data.consent && !data.checkEnabled)) return null;
  const check = data.check;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="district-check-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="district-check-heading">
          {t('districtAssist.review.title')}
        </Title>
        {data.checkEnabled &&
          (check ? (
            <Stack gap="xs">
              <Group gap="sm">
                <Badge
                  color={check.recommendation === 'approve' ? 'green' : 'orange'}
                  variant="light"
                  c="dark.9"
                  size="lg"
                >
                  {t(`districtAssist.recommendation.${check.recommendation}`)}
                </Badge>
                <Text size="sm">
                  {t('districtAssist.review.byWhen', {
                    name: check.checkedBy?.name ?? t('districtAssist.review.formerSecretary'),
                    district: check.district,
                    date: formatDateTime(check.checkedAt),
                  })}
                </Text>
              </Group>
              {check.remark && (
                <MantineAlert color="gray" title={t('districtAssist.review.remark')}>
                  {check.remark}
                </MantineAlert>
              )}
              <Text size="sm">
                {t('districtAssist.review.documentsSeen', { count: check.documentsSeen.length })}
              </Text>
            </Stack>
          ) : (
            <Text c="dimmed">{t('districtAssist.review.notChecked')}</Text>
          ))}
        {data.consent && <DocumentViewer document={data.consent} label={t('districtAssist.consent.label')} />}
      </Stack>
    </Paper>
  );
}
