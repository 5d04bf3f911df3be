import { Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/feedback';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { duplicatesQuery } from '../api';

/**
 * Other registrations that may be the same athlete (same UDID, certificate number, or name, date of
 * birth and district), each linked, so the reviewer compares them before deciding. Nothing when none.
 */
export function DuplicateWarning({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const duplicates = useQuery(duplicatesQuery(userId));
  const items = duplicates.data ?? [];
  if (items.length === 0) return null;
  return (
    <Alert color="orange" role="status" title={t('reviewDocs.duplicates.title')}>
      <Text size="sm" mb="xs">
        {t('reviewDocs.duplicates.intro')}
      </Text>
      <List size="sm" spacing={4} data-testid="duplicate-list">
        {items.map((item) => (
          <List.Item key={item.userId}>
            <Anchor
              component={Link}
              to={paths.admin.review(item.userId)}
              fw={600}
              c="inherit"
              underline="always"
            >
              {item.uid
                ? t('reviewDocs.duplicates.linkWithUid', { name: item.name, uid: item.uid })
                : t('reviewDocs.duplicates.link', { name: item.name })}
            </Anchor>{' '}
            ({t(`admin.status.${item.status}`, { defaultValue: item.status })}) —{' '}
            {item.matchedOn.map((match) => t(`reviewDocs.duplicates.matched.${match}`)).join(', ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
