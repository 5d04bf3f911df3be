/** The phone menu: a toggle bar whose panel slides open. */
export function enhanceMobileMenu(): void {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('button[data-menu-toggle]')) {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      setPanelOpen(panel, open);
    });
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
export function enhanceDisclosures(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-disclosure]')) {
    const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
    const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    if (!button || !panel) continue;
    const chevron = button.querySelector('svg');
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
      if (open) chevron?.setAttribute('data-open', 'true');
      else chevron?.removeAttribute('data-open');
    };
    button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
    document.addEventListener('pointerdown', (event) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        setOpen(false);
        button.focus();
      }
    });
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
  }
}
