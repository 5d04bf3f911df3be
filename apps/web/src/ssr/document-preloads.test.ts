// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentPreloadsAdded, PRELOADS_ADDED_GLOBAL } from '../lib/document-preloads';
import { appLoaderScript, PRELOAD_TASK_MS } from './document';

const preloads = Array.from({ length: 12 }, (_, index) => `assets/page-${index}.js`);

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PRELOADS_ADDED_GLOBAL];
  document.head.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A slow phone: asking for one file takes the main thread `cost` milliseconds. */
function eachPreloadTakes(cost: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => {
    now += cost;
    return now;
  });
}

/** Runs the document's loader as the browser would, up to the moment it starts the app. */
function startLoading(preloadCost: number) {
  vi.useFakeTimers();
  eachPreloadTakes(preloadCost);
  // The loader waits for the first paint; here a frame is a timer.
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  // The app's own script is not run here: only the announcements are looked at.
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(
    <T extends Node>(node: T): T => (node instanceof HTMLScriptElement ? node : append(node)),
  );
  new Function(appLoaderScript({ script: 'assets/app.js', preloads }))();
  vi.advanceTimersByTime(1);
}

const announced = () => document.head.querySelectorAll('link[rel=modulepreload]').length;

describe("the app's router and the document's module preloads", () => {
  it('waits until the document has announced every module, a few per task', async () => {
    startLoading(2);
    let settled = false;
    void documentPreloadsAdded().then(() => {
      settled = true;
    });
    await Promise.resolve();
    // The first task announced some, not all: the router must not ask for its page yet.
    expect(announced()).toBeGreaterThan(0);
    expect(announced()).toBeLessThan(preloads.length);
    expect(settled).toBe(false);
    await vi.runAllTimersAsync();
    expect(announced()).toBe(preloads.length);
    expect(settled).toBe(true);
    vi.unstubAllGlobals();
  });

  it('adds as many in a task as fit in its time, and always one', async () => {
    startLoading(PRELOAD_TASK_MS - 1);
    // The second file's time passes the task's: two in the first task, then one or two a task.
    expect(announced()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(announced()).toBeGreaterThan(2);
    expect(announced()).toBeLessThanOrEqual(4);
    eachPreloadTakes(PRELOAD_TASK_MS * 3);
    await vi.advanceTimersByTimeAsync(1);
    // A file longer than the task's time still goes, alone.
    expect(announced()).toBeLessThanOrEqual(5);
    await vi.runAllTimersAsync();
    expect(announced()).toBe(preloads.length);
    vi.unstubAllGlobals();
  });

  it('goes straight on in a document without the loader', async () => {
    await expect(documentPreloadsAdded()).resolves.toBeUndefined();
  });

  it('goes on after two seconds if the loader never finishes', async () => {
    vi.useFakeTimers();
    (window as unknown as Record<string, unknown>)[PRELOADS_ADDED_GLOBAL] = new Promise(() => undefined);
    let settled = false;
    void documentPreloadsAdded().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
