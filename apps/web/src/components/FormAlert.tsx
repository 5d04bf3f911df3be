import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { messageText } from '../lib/i18n';

/**
 * A message above a form. Always rendered (empty when there is nothing to say) so that screen readers,
 * which only announce changes inside an existing live region, read new errors out.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {message && (
        <Alert
          color={tone === 'error' ? 'red.9' : 'green.9'}
          variant="light"
          icon={tone === 'error' ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
          role="presentation"
        >
          {messageText(message)}
        </Alert>
      )}
    </div>
  );
}
