import { paths } from '../lib/paths';

const ABOUT_PAGE = paths.about;

/**
 * The About Us panel: buttons naming a <dialog> open it as a modal. The browser makes the page
 * behind inert, closes it on Escape and returns focus; this adds the backdrop click, the close
 * button, and keeps Tab cycling inside (the browser would let it leave to its own toolbar).
 */
export function enhanceAboutDialog(signal: AbortSignal): void {
  for (const opener of document.querySelectorAll<HTMLButtonElement>('button[data-opens-dialog]')) {
    const dialog = document.getElementById(opener.dataset.opensDialog ?? '');
    if (!(dialog instanceof HTMLDialogElement)) {
      // A form the app has not taken over yet draws no panel (the app's own opens there): the About
      // page says the same.
      opener.addEventListener('click', () => location.assign(ABOUT_PAGE), { signal });
      continue;
    }
    opener.addEventListener(
      'click',
      () => {
        dialog.showModal();
        dialog.addEventListener('close', () => opener.focus(), { once: true });
      },
      { signal },
    );
  }
  for (const dialog of document.querySelectorAll('dialog')) {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    dialog.addEventListener(
      'click',
      (event) => {
        if (event.target === dialog) dialog.close();
      },
      { signal },
    );
    for (const close of dialog.querySelectorAll('[data-close-dialog]')) {
      close.addEventListener('click', () => dialog.close(), { signal });
    }
    dialog.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Tab') return;
        const focusable = [
          ...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]'),
        ];
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      },
      { signal },
    );
  }
}
