import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/translation';
import { COUNT_CAP, formatCount, pageRange } from './paging';

/**
 * Page controls with spoken labels, and "x–y of z". A capped total (the server stopped counting)
 * reads "10,000+", and the controls reach only the pages counted, with a word on narrowing the list.
 */
export function Pager({
  page,
  pageSize,
  total,
  capped = false,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  capped?: boolean;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const range = pageRange({ page, pageSize, total, capped });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('table.range', {
            first: formatCount(range.first),
            last: formatCount(range.last),
            total: range.totalText,
          })}
        </Text>
        {range.pages > 1 && (
          <nav aria-label={label}>
            <Pagination
              total={range.pages}
              value={Math.min(page, range.pages)}
              onChange={onPage}
              siblings={1}
              boundaries={1}
              size="sm"
              getItemProps={(item) => ({
                'aria-label': t('table.page', { page: item }),
                'aria-current': item === page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({
                'aria-label': t(`table.${control}`),
              })}
            />
          </nav>
        )}
      </Group>
      {capped && (
        <Text size="sm" c="dimmed">
          {t('table.capped', { limit: formatCount(COUNT_CAP) })}
        </Text>
      )}
    </Stack>
  );
}
