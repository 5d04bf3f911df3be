import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

// Body-coloured text on the light tinted background: the colour hints, the word says it (AA contrast).
const colors: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  rejected: 'red',
  approved: 'green',
  blocked: 'red',
  created: 'gray',
  attempted: 'yellow',
  paid: 'green',
  failed: 'red',
  refunded: 'grape',
  cancelled: 'gray',
  refund_due: 'orange',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = colors[status] ?? 'gray';
  return (
    <Badge
      variant="light"
      color={color}
      c="var(--mantine-color-text)"
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {t(`admin.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
