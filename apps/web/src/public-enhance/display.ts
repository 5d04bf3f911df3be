import { displayStore, type TextSize } from '../lib/display';

/** A-, A, A+ and high contrast: the same store as the React app, so the choice carries over. */
export function enhanceDisplayControls(signal: AbortSignal): void {
  const sizeButtons = [...document.querySelectorAll<HTMLButtonElement>('button[data-text-size]')];
  const contrastButtons = [...document.querySelectorAll<HTMLButtonElement>('button[data-contrast-toggle]')];
  const show = () => {
    const prefs = displayStore.get();
    for (const button of sizeButtons) {
      button.setAttribute('aria-pressed', String(button.dataset.textSize === prefs.textSize));
    }
    for (const button of contrastButtons) button.setAttribute('aria-pressed', String(prefs.highContrast));
  };
  for (const button of sizeButtons) {
    button.addEventListener(
      'click',
      () => displayStore.set({ textSize: button.dataset.textSize as TextSize }),
      { signal },
    );
  }
  for (const button of contrastButtons) {
    button.addEventListener(
      'click',
      () => displayStore.set({ highContrast: !displayStore.get().highContrast }),
      { signal },
    );
  }
  const unsubscribe = displayStore.subscribe(show);
  signal.addEventListener('abort', unsubscribe, { once: true });
  show();
}
