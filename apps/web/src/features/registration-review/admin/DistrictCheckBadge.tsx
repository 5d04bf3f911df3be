import { Badge, Stack, Text } from '@mantine/core';
import type { QueueRow } from '../../../lib/admin-rows';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';

/** The district's recommendation in a queue row: what, by whom, when; "not checked" when none. */
export function DistrictCheckBadge({ check }: { check: QueueRow['districtCheck'] }) {
  const { t } = useTranslation();
  if (!check)
    return (
      <Text size="sm" c="dimmed">
        {t('districtAssist.queue.notChecked')}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Badge color={check.recommendation === 'approve' ? 'green' : 'orange'} variant="light" c="dark.9">
        {t(`districtAssist.recommendation.${check.recommendation}`)}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('districtAssist.queue.byWhen', { name: check.secretaryName, date: formatDate(check.checkedAt) })}
      </Text>
    </Stack>
  );
}
