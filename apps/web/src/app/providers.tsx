import '../components/public/high-contrast.css';
import '../components/wrapping-buttons.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { applyDisplay, cssVariablesResolver, displayStore, theme } from '../lib/theme';

// The toast container (with its animation library) loads beside the first page instead of before it;
// toasts raised earlier wait in the store and appear once it is there.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

// Text size and contrast chosen on an earlier visit apply before the first paint.
if (typeof document !== 'undefined') applyDisplay(displayStore.get());

/** Everything the pages rely on: theme, toasts, server state and translations. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {/* limit 1: a new toast replaces the one shown, so messages never pile up over the page. */}
          <Suspense fallback={null}>
            <Notifications limit={1} position="top-center" zIndex={1000} />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
