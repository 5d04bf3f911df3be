import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

const bodyText = { color: 'var(--mantine-color-text)' };

/**
 * A message in a light tint of its colour with body-coloured title and text, which meets AA contrast.
 * (Mantine 9 paints a shaded colour such as `red.9` as a solid background, on which dark text fails,
 * and its own light text colour on the tint fails too.) The colour hints; the words say it.
 */
export function InlineAlert({
  color = 'red',
  role = 'alert',
  children,
  ...props
}: Omit<AlertProps, 'color' | 'variant' | 'styles' | 'role'> & {
  color?: 'red' | 'green' | 'orange' | 'blue';
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <Alert
      {...props}
      variant="light"
      color={color}
      role={role}
      styles={{ title: bodyText, message: bodyText }}
    >
      {children}
    </Alert>
  );
}
