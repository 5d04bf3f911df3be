/**
 * Resolves in a task of its own, so that what follows runs after the browser has had a chance to
 * handle the visitor's input and paint. Start-up work split this way is several short tasks instead
 * of one long one: a cheap phone answers a tap in between. With the browser's `scheduler.yield`,
 * the rest runs before other waiting tasks (it keeps its place); elsewhere it waits for a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
