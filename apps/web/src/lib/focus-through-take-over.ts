/**
 * A signed-in page arrives with its layout drawn by the server, and the app replaces that markup
 * with its own first render. A keyboard user who has already tabbed to a link in the drawn layout
 * would lose their place (focus falls back to the page's body, and the next Enter does nothing).
 * This hands focus to the same control in the app's markup when the server's is taken away.
 */
export function keepFocusThroughTakeOver(container: HTMLElement, serverMarkup: Element): () => void {
  let focused: Element | null = serverMarkup.contains(document.activeElement) ? document.activeElement : null;

  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element && serverMarkup.contains(event.target) ? event.target : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    // Focus that leaves for nothing while the markup is still there is the visitor's own doing (a
    // click on plain text, say): then there is nothing to hand on. Checked once the event is over,
    // since a control being removed also loses focus.
    if (event.relatedTarget === null) {
      queueMicrotask(() => {
        if (left instanceof Element && left.isConnected && focused === left) focused = null;
      });
    }
  };
  const stop = () => {
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
  };
  // Called straight after the app's markup replaced the server's, before any further key press.
  const observer = new MutationObserver(() => {
    if (serverMarkup.isConnected) return;
    stop();
    const active = document.activeElement;
    if (!focused || (active && active !== document.body)) return;
    twinOf(focused, container)?.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true });
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  return stop;
}

/** The control in the app's markup that does what `element` did in the server's. */
export function twinOf(element: Element, within: ParentNode): HTMLElement | null {
  const text = element.textContent?.trim() ?? '';
  const sameText = (candidate: Element) => (candidate.textContent?.trim() ?? '') === text;
  let candidates: HTMLElement[] = [];
  const href = element.getAttribute('href');
  if (element.id) {
    const byId = within.querySelector<HTMLElement>(`#${CSS.escape(element.id)}`);
    candidates = byId ? [byId] : [];
  } else if (element.tagName === 'A' && href !== null) {
    candidates = [...within.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`)].filter(sameText);
  } else if (element.tagName === 'BUTTON') {
    candidates = [...within.querySelectorAll<HTMLElement>('button')].filter(sameText);
  }
  // The server draws the phone's and the wide screen's navigation both (CSS shows one); the app
  // draws the one for the screen, but prefer what is shown in any case.
  return candidates.find(isShown) ?? null;
}

// Browsers without checkVisibility (and the tests' DOM) take the first match.
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
