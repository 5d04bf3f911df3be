import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { theme } from '../lib/theme';
import { TranslatorProvider } from '../lib/translation';

/**
 * The app's providers for component tests, with a fresh query client each time, or `queryClient` (the
 * app's own, for a test of what a route's loader put in it).
 */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <TranslatorProvider translator={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} env="test">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
