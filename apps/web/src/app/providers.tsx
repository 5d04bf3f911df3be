import '../components/public/high-contrast.css';
import '../components/wrapping-buttons.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { i18n as appI18n } from '../lib/i18n';
import { queryClient as appQueryClient } from '../lib/query-client';
import { applyDisplay, displayStore, theme } from '../lib/theme';
import { TranslatorProvider } from '../lib/translation';
import type { Translator } from '../lib/translator';

// The toast container (with its animation library) loads beside the first page instead of before it;
// toasts raised earlier wait in the store and appear once it is there.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

// Text size and contrast chosen on an earlier visit apply before the first paint.
if (typeof document !== 'undefined') applyDisplay(displayStore.get());

interface ProvidersProps {
  children: ReactNode;
  /** The server renders each page with a query cache and translations of its own. */
  queryClient?: QueryClient;
  i18n?: Translator;
}

/**
 * The toasts' container, drawn once the app has mounted: a server-drawn page has no toasts, and the
 * app's first render must draw exactly what the server did. Its own component, so that mounting it
 * renders only itself: in the providers, the state change rendered Mantine's provider again, whose
 * context value is a new object each render, and with it every Mantine component on the page (on a
 * cheap phone, one long task of some 35 ms of the main thread right after the page appeared).
 */
function ToastsAfterMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* limit 1: a new toast replaces the one shown, so messages never pile up over the page. */}
      <Notifications limit={1} position="top-center" zIndex={1000} />
    </Suspense>
  );
}

/**
 * Everything the pages rely on: theme, toasts, server state and translations. The server renders a
 * page the app takes over inside this same tree, so the two produce the same markup.
 */
export function Providers({ children, queryClient = appQueryClient, i18n = appI18n }: ProvidersProps) {
  return (
    <TranslatorProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's variables come as a stylesheet made at build time (build/theme-variables.ts),
            not worked out on every render of the provider. */}
        <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
          <ToastsAfterMount />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
