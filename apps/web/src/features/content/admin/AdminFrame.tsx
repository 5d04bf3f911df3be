import './styles';
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** Title row (with optional actions) and the content of an admin content screen. */
export function AdminFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1100}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
