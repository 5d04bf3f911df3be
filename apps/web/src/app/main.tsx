import '../lib/zod-jitless';
import '../lib/mantine-styles';
// The theme's variables, made at build time (build/theme-variables.ts), after Mantine's defaults.
import 'virtual:theme-variables.css';
import './global.css';
import './script-fonts.css';
import type { PostedForm } from '@para/contract';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { documentPreloadsAdded } from '../lib/document-preloads';
import { keepFocusThroughTakeOver } from '../lib/focus-through-take-over';
import { startI18n } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { queryClient } from '../lib/query-client';
import {
  captureTypedValues,
  POSTED_FORM_ID,
  QUERY_STATE_ID,
  TAKE_OVER_EVENT,
  type TypedValue,
} from '../lib/server-markup';
import { collectSessionHandover } from '../lib/session-handover';
import { Providers } from './providers';
import { type AppRouter, createRouter, keepAreasApart, routerReady } from './router';
import { ServerMarkupPhase } from './ServerMarkupPhase';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A signed-in page arrives with its layout drawn by the server (components/app/AppShellMarkup): the
// app replaces it with its own first render, which draws the same layout around the page.
const signedInShell = container.querySelector('[data-app-shell]') !== null;
// Sign-in, sign-up, password reset and contact arrive drawn by the server; the app takes them over
// (hydrates) instead of drawing them again, so what the visitor has typed and focused stays put.
const serverRendered = !signedInShell && container.firstElementChild !== null;

// Started from a function, not awaited at the top of the module: an await there makes the bundler
// give up merging the small files every page shares into the files that already carry them (its chunk
// optimizations do not run where any module awaits at the top level), and each is a request.
const start = async () => {
  const texts = startI18n(serverRendered || signedInShell ? document.documentElement.lang : undefined);
  const handover = collectSessionHandover();
  // The router asks for the first page's modules as soon as it exists, while the texts load: on slow
  // mobile data the two downloads overlap instead of following each other. It waits for the document
  // to have announced those modules (which it has fetched since), so that they are not announced twice.
  // Over a page the server drew, the first render waits for them, so it draws the page and not a blank
  // loading state.
  await documentPreloadsAdded();
  // The router is made (its route table read, the first page's modules asked for) in a task of its
  // own, not at the end of the long one that evaluates the app's modules: on a cheap phone that is two
  // shorter pauses instead of one, with the visitor's taps answered in between.
  await nextTask();
  const router = serverRendered ? createRouter({ loaderData: {} }) : createRouter();
  keepAreasApart(router);
  await Promise.all([handover, texts, serverRendered || signedInShell ? routerReady(router) : undefined]);

  const tree = (appRouter: AppRouter, typed?: TypedValue[], posted?: PostedForm): ReactNode => (
    <StrictMode>
      <Providers>
        <ServerMarkupPhase active={serverRendered} typed={typed} posted={posted}>
          <RouterProvider router={appRouter} />
        </ServerMarkupPhase>
      </Providers>
    </StrictMode>
  );

  if (serverRendered) {
    // The page's small script has worked the header until now: it lets go, and closes any menu it
    // opened, so the markup is the server's again when the app takes it over.
    document.dispatchEvent(new Event(TAKE_OVER_EVENT));
    const state = document.getElementById(QUERY_STATE_ID)?.textContent;
    if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);
    const typed = captureTypedValues(container);
    // A page drawn as the answer to a form the browser posted: the forms start from that post, as the
    // server drew them.
    const postedJson = document.getElementById(POSTED_FORM_ID)?.textContent;
    const posted = postedJson ? (JSON.parse(postedJson) as PostedForm) : undefined;
    // As a transition, the take-over is done in small slices: a cheap phone stays responsive to the
    // visitor's typing meanwhile (one long task otherwise).
    startTransition(() => {
      hydrateRoot(container, tree(router, typed, posted), {
        // A difference between the server's markup and the app's first render: React draws the page
        // again on its own; reported so the end-to-end tests catch it.
        onRecoverableError: (error) => console.error('Server markup was not taken over:', error),
      });
    });
  } else if (signedInShell) {
    // The layout is on screen already: the app draws over it in small slices (a transition), so a
    // cheap phone is not frozen meanwhile; the server's markup stays until the app's is complete, and
    // a link focused in it meanwhile is focused again in the app's.
    const root = createRoot(container);
    const serverMarkup = container.querySelector('[data-app-shell]');
    if (serverMarkup) keepFocusThroughTakeOver(container, serverMarkup);
    startTransition(() => root.render(tree(router)));
  } else {
    createRoot(container).render(tree(router));
  }
};

void start();
