// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughTakeOver } from './focus-through-take-over';

// The server's drawn layout replaced by the app's, as createRoot does: all children at once.
const serverLayout = `<div data-app-shell><nav aria-label="Secretary's area">
  <a href="/district/dashboard">Dashboard</a><a href="/district/competitions">Competitions</a>
</nav><main id="main" tabindex="-1"></main></div>`;
const appLayout = `<div><nav aria-label="Secretary's area">
  <a href="/district/dashboard">Dashboard</a><a href="/district/competitions">Competitions</a>
</nav><main id="main" tabindex="-1"><h1>Dashboard</h1></main></div>`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function drawnPage() {
  const container = document.createElement('div');
  container.innerHTML = serverLayout;
  document.body.append(container);
  const serverMarkup = container.querySelector('[data-app-shell]') as Element;
  return { container, serverMarkup };
}

function takeOver(container: HTMLElement) {
  const template = document.createElement('template');
  template.innerHTML = appLayout;
  container.replaceChildren(template.content);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focus through the app taking over the server-drawn layout', () => {
  it('a link focused in the drawn layout is focused again in the app’s', async () => {
    const { container, serverMarkup } = drawnPage();
    keepFocusThroughTakeOver(container, serverMarkup);
    container.querySelector<HTMLElement>('a[href="/district/competitions"]')?.focus();
    takeOver(container);
    await settle();
    const active = document.activeElement as HTMLAnchorElement;
    expect(active.getAttribute('href')).toBe('/district/competitions');
    expect(active.isConnected).toBe(true);
  });

  it('the main area reached by the skip link keeps focus by its id', async () => {
    const { container, serverMarkup } = drawnPage();
    keepFocusThroughTakeOver(container, serverMarkup);
    container.querySelector<HTMLElement>('#main')?.focus();
    takeOver(container);
    await settle();
    expect(document.activeElement?.id).toBe('main');
    expect(document.activeElement?.textContent).toBe('Dashboard');
  });

  it('nothing is focused when the visitor had left the drawn layout', async () => {
    const { container, serverMarkup } = drawnPage();
    keepFocusThroughTakeOver(container, serverMarkup);
    const link = container.querySelector<HTMLElement>('a[href="/district/competitions"]');
    link?.focus();
    link?.blur();
    await settle();
    takeOver(container);
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
