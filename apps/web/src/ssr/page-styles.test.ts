// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_STYLES_SCRIPT } from './page-styles';

/**
 * A head as a content page's: its rules, the template of its stylesheets, then what follows. (The
 * links are alternate stylesheets, which happy-dom, unable to load CSS, leaves alone.)
 */
const drawHead = () => {
  document.head.innerHTML =
    '<style id="carried">main{color:red}</style>' +
    '<template id="deferred-styles"><link rel="alternate stylesheet" href="/assets/app.css"><link rel="alternate stylesheet" href="/assets/page.css"></template>' +
    '<style id="after">main{margin:0}</style>';
};
const headOrder = () =>
  [...document.head.children].map((element) => element.getAttribute('href') ?? element.id ?? element.tagName);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the script that puts the deferred stylesheets back', () => {
  it("waits for the document to be read and a frame where paints cannot be observed, then puts them in the template's place", async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    drawHead();
    new Function(DEFERRED_STYLES_SCRIPT)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.getElementById('deferred-styles')).not.toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(document.getElementById('deferred-styles')).toBeNull());
    expect(headOrder()).toEqual(['carried', '/assets/app.css', '/assets/page.css', 'after']);
  });

  it('puts them back after 3 s when the page is never painted (a tab opened in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(function Observer() {}, { supportedEntryTypes: ['paint'] }),
    );
    const observe = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function Observer() {
          return { observe, disconnect: vi.fn() };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    drawHead();
    new Function(DEFERRED_STYLES_SCRIPT)();
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    vi.advanceTimersByTime(2_999);
    expect(document.getElementById('deferred-styles')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(headOrder()).toEqual(['carried', '/assets/app.css', '/assets/page.css', 'after']);
  });
});
