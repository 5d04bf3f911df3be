import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Alert } from '../../../components/feedback';
import { useTranslation } from '../../../lib/translation';

/**
 * Shown on every payment screen while the built-in test gateway takes the fees: nobody should believe
 * a fee was really paid, or pay expecting a real receipt, without seeing this.
 */
export function TestModeBanner({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="note" data-testid="test-mode-banner">
      <Text fw={800} size="lg">
        {t('payments.test.banner')}
      </Text>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
