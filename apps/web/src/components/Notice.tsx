import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine's Alert with its text in the body colour: the light variant tints the text with the alert's
 * colour, which for orange and mid blues falls under 4.5:1 on the tinted background. The colour stays
 * on the border, icon and background.
 */
export function Notice({ children, ...props }: AlertProps & { children?: ReactNode }) {
  return (
    <Alert
      variant="light"
      {...props}
      styles={{
        message: { color: 'var(--mantine-color-text)' },
        title: { color: 'var(--mantine-color-text)' },
      }}
    >
      {children}
    </Alert>
  );
}
