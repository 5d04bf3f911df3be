import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';

/** Back and the step's main action, at the foot of each step. Full width on phones for easy tapping. */
export function StepActions({
  onBack,
  primaryLabel,
  pending,
  primaryType = 'submit',
  onPrimary,
  primaryIcon,
}: {
  onBack?: () => void;
  primaryLabel: string;
  pending?: boolean;
  primaryType?: 'submit' | 'button';
  onPrimary?: () => void;
  /** Defaults to an arrow (the wizard moves on); the editor shows a save icon. */
  primaryIcon?: ReactNode;
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
        rightSection={primaryIcon ?? <IconArrowRight size={18} aria-hidden />}
      >
        {primaryLabel}
      </Button>
    </Group>
  );
}
