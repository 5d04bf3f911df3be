import type { Clock } from './clock.js';

export interface RecentResultOptions {
  clock: Clock;
  /** A result older than this is never served: the caller waits for a fresh one. */
  maxAgeMs: number;
  /** A result older than this is still served, while a fresh one is computed in the background. */
  refreshAfterMs: number;
  /** Told about a background refresh that failed (the next caller past maxAgeMs sees the error). */
  onRefreshError?: (error: unknown) => void;
}

export interface RecentResult<T> {
  get(): Promise<T>;
  /** Forgets the kept result, e.g. after a write the figures depend on. */
  clear(): void;
}

/**
 * One expensive result kept in memory for a bounded time. Its age counts from when its computation
 * started, so what is served is never older than maxAgeMs. Callers arriving together share one
 * computation, and after refreshAfterMs a refresh starts in the background so that steady traffic
 * does not wait for it.
 */
export function recentResult<T>(compute: () => Promise<T>, options: RecentResultOptions): RecentResult<T> {
  let kept: { value: T; startedAt: number } | undefined;
  let running: Promise<T> | undefined;
  /** Bumped by clear(): a computation started before it must not be kept. */
  let generation = 0;

  const refresh = (): Promise<T> => {
    if (running) return running;
    const startedAt = options.clock.now().getTime();
    const startedIn = generation;
    const computation = compute()
      .then((value) => {
        if (startedIn === generation) kept = { value, startedAt };
        return value;
      })
      .finally(() => {
        if (running === computation) running = undefined;
      });
    running = computation;
    return computation;
  };

  return {
    async get() {
      const age = kept ? options.clock.now().getTime() - kept.startedAt : Number.POSITIVE_INFINITY;
      if (!kept || age >= options.maxAgeMs || age < 0) return refresh();
      if (age >= options.refreshAfterMs) refresh().catch((error) => options.onRefreshError?.(error));
      return kept.value;
    },
    clear() {
      generation += 1;
      kept = undefined;
      running = undefined;
    },
  };
}
