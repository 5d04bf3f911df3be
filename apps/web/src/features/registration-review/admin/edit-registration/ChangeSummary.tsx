import { Anchor, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/feedback';
import { fieldLabel, fieldValue } from '../../../../lib/registration-changes';
import { useTranslation } from '../../../../lib/translation';
import type { SaveOutcome } from './use-admin-page-save';

/**
 * After a save: which page was saved and each field it changed, old value to new, with the way to the
 * audit log where the same change is recorded. Focused when it appears, so it is read out.
 */
export function ChangeSummary({
  outcome,
  sportNames,
  auditLink,
  reviewLink,
  ref,
}: {
  outcome: SaveOutcome;
  sportNames: Record<string, string>;
  auditLink: string;
  reviewLink: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const { changes, page } = outcome;
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }} data-testid="change-summary">
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title={t('adminEdit.saved.title', { n: page })}
        role="status"
      >
        <Stack gap="xs">
          <Text size="sm">
            {changes.length === 0
              ? t('adminEdit.saved.nothing')
              : t('adminEdit.saved.changed', { count: changes.length })}
          </Text>
          {changes.length > 0 && (
            <List size="sm" spacing={4}>
              {changes.map((change) => (
                <List.Item key={change.path} style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600} size="sm">
                    {fieldLabel(t, change.path)}
                  </Text>
                  {': '}
                  <span>{fieldValue(t, change.path, change.from, sportNames)}</span>
                  <span aria-hidden> → </span>
                  <VisuallyHidden> {t('adminEdit.saved.changedTo')} </VisuallyHidden>
                  <Text span fw={600} size="sm">
                    {fieldValue(t, change.path, change.to, sportNames)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to={auditLink} size="sm" c="dark.9" fw={600} td="underline">
              {t('adminEdit.links.auditLog')}
            </Anchor>
            <Anchor component={Link} to={reviewLink} size="sm" c="dark.9" fw={600} td="underline">
              {t('adminEdit.links.review')}
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    </div>
  );
}
