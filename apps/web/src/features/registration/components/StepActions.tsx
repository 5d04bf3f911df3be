import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Back and the step's main action, at the foot of each step. Full width on phones for easy tapping. */
export function StepActions({
  onBack,
  primaryLabel,
  pending,
  primaryType = 'submit',
  onPrimary,
}: {
  onBack?: () => void;
  primaryLabel: string;
  pending?: boolean;
  primaryType?: 'submit' | 'button';
  onPrimary?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap-reverse">
      {onBack ? (
        <Button
          variant="default"
          onClick={onBack}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          size="md"
        >
          {t('registration.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type={primaryType}
        onClick={onPrimary}
        loading={pending}
        size="md"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {primaryLabel}
      </Button>
    </Group>
  );
}
