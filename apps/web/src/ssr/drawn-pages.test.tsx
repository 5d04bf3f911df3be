import { afterEach, describe, expect, it } from 'vitest';
import type { AppAssets } from './app-assets';
import { signedInDocument } from './signed-in-shell';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const assets: AppAssets = {
  entry: 'assets/app.js',
  signedIn: () => ['assets/layout.js'],
  signedInStyles: () => [],
  page: () => ({ script: 'assets/app.js', styles: [], preloads: [] }),
};

/** The dashboard's drawn document, its body put into this page and its filling script run. */
async function showDashboard(stored: Record<string, unknown> | null) {
  if (stored) localStorage.setItem('userinfo', JSON.stringify(stored));
  const html = (await signedInDocument(indexHtml, assets, '/user/dashboard', 'en')) ?? '';
  const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = root;
  const script = document.body.querySelector('script')?.textContent ?? '';
  // The document's own inline script, run as the browser would.
  new Function(script)();
  return document.querySelector<HTMLElement>('[data-drawn-page]');
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the dashboard drawn by the server', () => {
  it("shows the signed-in athlete's name and UID before the app has run", async () => {
    const page = await showDashboard({ accessToken: 't', name: 'Asha <b>Rao</b>', uid: 'KLPS25000001' });
    expect(page?.style.display).toBe('contents');
    expect(page?.querySelector('[data-session="uid"]')?.textContent).toBe('KLPS25000001');
    // Text, never markup.
    expect(page?.textContent).toContain('Welcome, Asha <b>Rao</b>!');
    expect(page?.querySelector('b')).toBeNull();
    expect(page?.querySelector('h1')?.textContent).toBe('Dashboard');
  });

  it('greets an athlete without a name as the app does', async () => {
    const page = await showDashboard({ accessToken: 't', name: '', uid: 'KLPS25000001' });
    expect(page?.textContent).toContain('Welcome, User!');
  });

  it('stays hidden for someone without a UID (the app sends them on) and without a session', async () => {
    expect((await showDashboard({ accessToken: 't', name: 'Asha', uid: '' }))?.style.display).toBe('none');
    localStorage.clear();
    expect((await showDashboard(null))?.style.display).toBe('none');
  });
});
