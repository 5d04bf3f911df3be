// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentPreloadsAdded, PRELOADS_ADDED_GLOBAL } from '../lib/document-preloads';
import { appLoaderScript } from './document';

const preloads = Array.from({ length: 12 }, (_, index) => `assets/page-${index}.js`);

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PRELOADS_ADDED_GLOBAL];
  document.head.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the document's loader as the browser would, up to the moment it starts the app. */
function startLoading() {
  vi.useFakeTimers();
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
    startLoading();
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
