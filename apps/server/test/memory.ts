import { readFile } from 'node:fs/promises';

const MB = 1024 * 1024;

export interface Measured<T> {
  /** What `work` gave, or undefined when it threw. */
  value?: T;
  /** What `work` threw, if it did. */
  error?: unknown;
  /** How far this process's resident memory rose above where it was when `work` began, in MB. */
  growthMb: number;
}

/**
 * Runs `work` while watching this process's resident memory (JavaScript heap, buffers and native
 * libraries alike): sampled every 2 ms, and the kernel's peak when it passed the one before. Both see
 * less than the true peak, never more, so a growth measured over a limit is real.
 */
export async function memoryGrowthOf<T>(work: () => Promise<T>): Promise<Measured<T>> {
  const start = process.memoryUsage.rss();
  const kernelPeakBefore = process.resourceUsage().maxRSS * 1024;
  let sampledPeak = start;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
  }, 2);
  const outcome: Omit<Measured<T>, 'growthMb'> = {};
  try {
    outcome.value = await work();
  } catch (error) {
    outcome.error = error;
  } finally {
    clearInterval(sampler);
  }
  sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
  const kernelPeakAfter = process.resourceUsage().maxRSS * 1024;
  // A new kernel peak was reached while `work` ran.
  const kernelGrowth = kernelPeakAfter > kernelPeakBefore ? kernelPeakAfter - start : 0;
  const growth = Math.max(sampledPeak - start, kernelGrowth);
  return { ...outcome, growthMb: Math.max(0, growth) / MB };
}

/**
 * Another process's peak resident memory in MB, watched every 5 ms until it ends (Linux's
 * /proc/<pid>/status, VmHWM): the last reading before it exits, so at most a few milliseconds short.
 */
export async function peakMemoryOfProcess(pid: number, ended: Promise<unknown>): Promise<number> {
  let peakKb = 0;
  let done = false;
  void ended.finally(() => {
    done = true;
  });
  while (!done) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    peakKb = Math.max(peakKb, kb);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return peakKb / 1024;
}
