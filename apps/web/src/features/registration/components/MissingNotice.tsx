import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Alert } from '../../../components/feedback';
import { useTranslation } from '../../../lib/translation';
import type { MissingItem } from '../rules';

/**
 * What a refused finalize says is missing, each item a link to the step where it is filled in. The
 * wrapper is always there (an alert region), so the list is read out when it appears and can take focus.
 */
export function MissingNotice({
  items,
  onGo,
  ref,
}: {
  items: MissingItem[];
  onGo: (item: MissingItem) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <div ref={ref} tabIndex={-1} role="alert" style={{ outline: 'none' }}>
      {items.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('registration.missing.title')}
          role="note"
        >
          <Stack gap="xs">
            <Text size="sm">{t('registration.missing.intro')}</Text>
            <List size="sm" spacing={4}>
              {items.map((item) => (
                <List.Item key={item.code}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    c="dark.9"
                    fw={600}
                    onClick={() => onGo(item)}
                    mih={32}
                  >
                    {t(item.labelKey)} — {t('registration.missing.goTo', { n: item.step + 1 })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
    </div>
  );
}
