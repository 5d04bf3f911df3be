import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuseIntl } from '../test/refuse-intl';
import type { AppAssets } from './app-assets';
import { signedInDocument } from './signed-in-shell';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const assets: AppAssets = {
  entry: 'assets/app.js',
  signedIn: () => ['assets/layout.js'],
  signedInVariants: () => [['assets/layout.js']],
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
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__earlyRequests;
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

/** /registration's drawn document in this page, with the document's early answers `data` and `open`. */
async function showRegistration(
  data: Record<string, unknown>,
  { open = true, draftStep = null as number | null } = {},
) {
  localStorage.setItem('userinfo', JSON.stringify({ _id: 'u1', accessToken: 't' }));
  if (draftStep !== null)
    localStorage.setItem('regFromData', JSON.stringify({ userId: 'u1', step: draftStep }));
  // The document's own scripts ask for the answers (lib/early-requests.ts), as in the browser.
  const answers: Record<string, unknown> = {
    '/api/reference/registration-options': { success: true, data: { registrationsOpen: open } },
    '/api/user/get-user-registration-data': { success: true, data },
  };
  vi.stubGlobal('fetch', async (url: string) => new Response(JSON.stringify(answers[url] ?? null)));
  const html = (await signedInDocument(indexHtml, assets, '/registration', 'en')) ?? '';
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  // (Not the app's loader: there is no app here.)
  for (const [, script = ''] of head.matchAll(/<script>([\s\S]*?)<\/script>/g))
    if (script.includes('__earlyRequests')) new Function(script)();
  document.body.innerHTML = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  new Function(document.body.querySelector('script')?.textContent ?? '')();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return [...document.querySelectorAll<HTMLElement>('[data-registration-step]')]
    .filter((step) => step.style.display !== 'none')
    .map((step) => step.textContent ?? '');
}

describe('the top of /registration drawn by the server', () => {
  it("shows a new athlete's first step, with the intro, once the page's data is in", async () => {
    const shown = await showRegistration({ status: 'draft', page1: null, page2: null, page3: null });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('Step 1 of 3');
    expect(shown[0]).toContain('Three short pages');
  });

  it('shows the first page not saved yet, or the earlier one the draft is on, without the intro', async () => {
    const saved = { status: 'draft', page1: {}, page2: {}, page3: null };
    const [documents] = await showRegistration(saved);
    expect(documents).toContain('Step 3 of 3');
    expect(documents).toContain('Each file uploads as soon as you choose it');
    const [first] = await showRegistration(saved, { draftStep: 0 });
    expect(first).toContain('Step 1 of 3');
    expect(first).not.toContain('Three short pages');
  });

  it('shows nothing when the app will draw something else: submitted, or registrations closed', async () => {
    expect(await showRegistration({ status: 'submitted', page1: {}, page2: {}, page3: {} })).toEqual([]);
    expect(await showRegistration({ status: 'draft', page1: null }, { open: false })).toEqual([]);
  });
});

/** /registration-payment's drawn document in this page, with the document's early answers. */
async function showFee(order: unknown, data: unknown = { status: 'submitted' }, lang = 'en') {
  localStorage.setItem('userinfo', JSON.stringify({ _id: 'u1', accessToken: 't' }));
  const answers: Record<string, unknown> = {
    '/api/user/create-registration-payment-order': order,
    '/api/user/get-user-registration-data': { success: true, data },
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = answers[url];
    // The order is created by a POST, and only by one.
    if (url.endsWith('order') && init?.method !== 'POST') return new Response('{}', { status: 405 });
    return new Response(JSON.stringify(body ?? null), { status: body ? 200 : 404 });
  });
  const html = (await signedInDocument(indexHtml, assets, '/registration-payment', lang)) ?? '';
  document.documentElement.lang = lang;
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  for (const [, script = ''] of head.matchAll(/<script>([\s\S]*?)<\/script>/g))
    if (script.includes('__earlyRequests')) new Function(script)();
  document.body.innerHTML = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  for (const script of document.body.querySelectorAll('script')) new Function(script.textContent ?? '')();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const frame = document.querySelector<HTMLElement>('[data-fee-frame]');
  return frame?.style.display === 'contents' ? frame : null;
}

const order = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    orderId: 'order_1',
    amountPaise: 50000,
    description: 'Athlete registration fee',
    receiptNumber: 'PSA-2026-000001',
    gateway: 'razorpay',
    ...overrides,
  },
});

describe('the fee page drawn by the server', () => {
  it('shows the amount, the receipt number and what the fee covers once the order is in', async () => {
    const frame = await showFee(order());
    expect(frame?.textContent).toContain('Registration fee');
    expect(frame?.textContent).toContain('The fee covers');
    expect(frame?.textContent).toContain('Athlete registration fee');
    expect(frame?.textContent).toContain('₹500');
    expect(frame?.textContent).toContain('Receipt no. PSA-2026-000001');
    // No test gateway: no warning.
    const warnings = [...(frame?.querySelectorAll<HTMLElement>('[data-fee-test]') ?? [])];
    expect(warnings.every((warning) => warning.style.display === 'none')).toBe(true);
  });

  it('warns of the test gateway, and writes paise and Hindi as the app does', async () => {
    const frame = await showFee(order({ gateway: 'test', amountPaise: 123456 }), undefined, 'hi');
    expect(frame?.textContent).toContain('₹1,234.56');
    const warnings = [...(frame?.querySelectorAll<HTMLElement>('[data-fee-test]') ?? [])];
    expect(warnings).toHaveLength(2);
    expect(warnings.every((warning) => warning.style.display === '')).toBe(true);
  });

  it('writes the amount without Intl, whose first use costs a cheap phone a long task', async () => {
    // Every Intl formatter refuses to be made: the page is still drawn with its amount.
    refuseIntl();
    expect((await showFee(order({ amountPaise: 12345650 })))?.textContent).toContain('₹1,23,456.50');
    expect((await showFee(order(), undefined, 'hi'))?.textContent).toContain('₹500');
  });

  it('stays hidden when there is no order (the fee paid) or a refund notice the app will draw', async () => {
    expect(await showFee({ success: false, message: 'Already paid' })).toBeNull();
    expect(await showFee(order(), { status: 'submitted', withdrawal: { at: '2026-11-01' } })).toBeNull();
  });
});
