import type { AppContext } from '../lib/context.js';

type Logger = AppContext['logger'];

/**
 * Timers that run work in the background (the payment reconciler, clean-ups). On shutdown the timers
 * stop and a run that is under way is awaited, so the database is not closed under its feet.
 */
export interface BackgroundJobs {
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void;
  /** Stops every timer and waits for the runs in progress. */
  stop(): Promise<void>;
}

export function createBackgroundJobs(logger: Logger): BackgroundJobs {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    every(name, intervalMs, run) {
      let current: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        // A run still going when the next is due is not doubled up.
        if (stopped || current) return;
        const job = run()
          .catch((err) => logger.warn({ err, job: name }, 'background job failed'))
          .finally(() => {
            running.delete(job);
            current = undefined;
          });
        current = job;
        running.add(job);
      }, intervalMs);
      // The timers alone do not keep the process alive.
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
