/** What this script may change on a menu's elements; put back as drawn when the app takes over. */
const CHANGED_ATTRIBUTES = ['aria-expanded', 'aria-hidden', 'inert', 'hidden', 'style', 'data-open'];
const drawn = new Map<Element, (string | null)[]>();

/** Notes how the server drew an element, before this script first changes it. */
function remember(element: Element | null | undefined): void {
  if (element && !drawn.has(element)) {
    drawn.set(
      element,
      CHANGED_ATTRIBUTES.map((name) => element.getAttribute(name)),
    );
  }
}

/** Each menu's panel and its button, where focus goes should the panel close under it. */
const buttonOf = new Map<HTMLElement, HTMLElement>();

/** Every menu as the server drew it (closed): what the app's first render expects to find. */
export function restoreDrawnMenus(): void {
  for (const [panel, button] of buttonOf) {
    if (panel.contains(document.activeElement)) button.focus();
  }
  buttonOf.clear();
  for (const [element, values] of drawn) {
    CHANGED_ATTRIBUTES.forEach((name, index) => {
      const value = values[index];
      if (value === null || value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    });
  }
  drawn.clear();
}

/** The phone menu: a toggle bar whose panel slides open. */
export function enhanceMobileMenu(signal: AbortSignal): void {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('button[data-menu-toggle]')) {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    remember(toggle);
    remember(panel);
    buttonOf.set(panel, toggle);
    toggle.addEventListener(
      'click',
      () => {
        const open = toggle.getAttribute('aria-expanded') !== 'true';
        toggle.setAttribute('aria-expanded', String(open));
        setPanelOpen(panel, open);
      },
      { signal },
    );
  }
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Opens or closes a collapsed panel (Mantine Collapse markup), animating its height. */
function setPanelOpen(panel: HTMLElement, open: boolean): void {
  // Mantine's collapsed markup hides the panel three ways: display, height and opacity.
  panel.style.opacity = open ? '1' : '0';
  if (open) {
    panel.style.display = 'block';
    panel.removeAttribute('aria-hidden');
    panel.removeAttribute('inert');
    if (reducedMotion()) {
      panel.style.height = 'auto';
      panel.style.overflow = 'visible';
      return;
    }
    panel.style.overflow = 'hidden';
    panel.style.transition = 'height 300ms ease';
    panel.style.height = '0px';
    requestAnimationFrame(() => {
      panel.style.height = `${panel.scrollHeight}px`;
    });
    panel.addEventListener(
      'transitionend',
      () => {
        if (panel.style.display === 'none') return;
        panel.style.height = 'auto';
        panel.style.overflow = 'visible';
      },
      { once: true },
    );
    return;
  }
  panel.style.display = 'none';
  panel.style.height = '0px';
  panel.style.overflow = 'hidden';
  panel.setAttribute('aria-hidden', 'true');
  panel.setAttribute('inert', '');
}

/**
 * "More" in the wide navigation: a disclosure button and its list of links. Closes on Escape (focus
 * back to the button), on a click outside and when focus leaves it, like the React component.
 */
export function enhanceDisclosures(signal: AbortSignal): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-disclosure]')) {
    const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
    const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    if (!button || !panel) continue;
    const chevron = button.querySelector('svg');
    remember(button);
    remember(panel);
    remember(chevron);
    buttonOf.set(panel, button);
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
      if (open) chevron?.setAttribute('data-open', 'true');
      else chevron?.removeAttribute('data-open');
    };
    button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'), {
      signal,
    });
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (!root.contains(event.target as Node)) setOpen(false);
      },
      { signal },
    );
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
          setOpen(false);
          button.focus();
        }
      },
      { signal },
    );
    root.addEventListener(
      'focusout',
      (event) => {
        if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
      { signal },
    );
  }
}
