import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export type TestOutcome = 'success' | 'failure';

/**
 * The built-in test gateway's two answers, side by side: the payment succeeds or fails. While one is
 * being sent (`sending`), both are disabled and the one sent shows it is loading.
 */
export function TestGatewayChoice({
  onChoose,
  sending,
  busy,
  successLabel,
  failureLabel,
}: {
  onChoose: (outcome: TestOutcome) => void;
  /** The answer being sent, if any. */
  sending: TestOutcome | null;
  /** Anything else under way that the answers wait for (the payment's check after it). */
  busy?: boolean;
  successLabel: string;
  failureLabel: string;
}) {
  const disabled = busy === true || sending !== null;
  return (
    <Group gap="sm" grow wrap="wrap">
      <Button
        size="md"
        onClick={() => onChoose('success')}
        loading={sending === 'success'}
        disabled={disabled}
        leftSection={<IconCheck size={18} aria-hidden />}
      >
        {successLabel}
      </Button>
      <Button
        size="md"
        variant="default"
        onClick={() => onChoose('failure')}
        loading={sending === 'failure'}
        disabled={disabled}
        leftSection={<IconX size={18} aria-hidden />}
      >
        {failureLabel}
      </Button>
    </Group>
  );
}
