import { useEffect, useState } from 'react';

/**
 * A module loaded when it is first needed, and kept: code a page does not draw at first (a form's
 * rules, which carry zod; the steps of a form after the first), so that the page is drawn without it.
 */
export interface LaterModule<M> {
  /** The module once it has arrived; null before. */
  readonly loaded: M | null;
  /** Resolves with the module, starting its download if nothing has yet. */
  ready(): Promise<M>;
}

export function laterModule<M>(load: () => Promise<M>): LaterModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    ready() {
      loading ??= load().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed download may be tried again (the next submit, the next step).
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module, or null when it cannot be downloaded or has not arrived within `ms`: for a submit that
 * can go on without it (the server checks too) rather than leave a busy button on a stalled connection.
 */
export function readyWithin<M>(module: LaterModule<M>, ms: number): Promise<M | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([module.ready().catch(() => null), late]).finally(() => clearTimeout(timer));
}

const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else window.setTimeout(work, 1);
};

/** Starts a later module downloading once the page is drawn and the browser is idle. */
export function useLoadWhenIdle(module: LaterModule<unknown>): void {
  useEffect(() => whenIdle(() => void module.ready().catch(() => undefined)), [module]);
}

/**
 * The later module for drawing, or null until it has arrived: `needed` starts its download at once
 * (the part that draws it is on screen), otherwise it starts when the browser is idle. A failed
 * download is tried again when `needed` turns true again, or by calling `retry`.
 */
export function useLaterModule<M>(
  module: LaterModule<M>,
  needed: boolean,
): { loaded: M | null; failed: boolean; retry: () => void } {
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry asks again
  useEffect(() => {
    if (module.loaded) return;
    let current = true;
    const load = () =>
      module.ready().then(
        () => current && setArrived((count) => count + 1),
        () => current && needed && setFailed(true),
      );
    if (needed) {
      setFailed(false);
      void load();
    } else whenIdle(() => void load());
    return () => {
      current = false;
    };
  }, [module, needed, attempt]);
  return { loaded: module.loaded, failed, retry: () => setAttempt((count) => count + 1) };
}
