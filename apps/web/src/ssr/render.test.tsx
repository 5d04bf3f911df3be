// @vitest-environment node
import { webPagePatterns } from '@para/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from './document';
import { appDocumentPaths, documentPaths, inlineScripts, renderAppShell, renderPage } from './render';
import { setUpDrawnSite } from './render-fixture';

const stylesheetLinks = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" \/>/g)].map((match) => match[1]);
const inlineStyles = (html: string) =>
  [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
/** What the browser reads before the content. */
const head = (html: string) => html.slice(0, html.indexOf('<div id="root">'));
/** Stylesheets held in the page's template until it has been painted, then put in its place. */
const deferredLinks = (html: string) =>
  stylesheetLinks(/<template id="deferred-styles">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '');
/** The stylesheets the first paint waits for: linked outside `<template>` and `<noscript>`. */
const blockingLinks = (html: string) =>
  stylesheetLinks(html.replace(/<(template|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, ''));

let asked: string[] = [];
beforeAll(() => {
  asked = setUpDrawnSite();
});

describe('server rendering of public pages', () => {
  it('renders Home with its data, title, styles and only the enhancement script', async () => {
    const page = await renderPage('/home', 'en');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en"');
    expect(page.html).toContain('<title>Home · Para Sports Association</title>');
    expect(page.html).toContain('Gold in the relay');
    expect(page.html).toContain('State Para Athletics Championship');
    // The association's details, fetched for the footer and the About Us dialog.
    expect(page.html).toContain('office@para.example.in');
    expect(page.html).toMatch(/<dialog id="about-us"/);
    // The rules of the page's stylesheets that it draws are written in, in the sheets' order (the
    // entry's, the layout's, the page's); the sheets themselves load without holding up the first
    // paint, in the same place and order, so the cascade is the same once they apply.
    expect(blockingLinks(page.html)).toEqual([]);
    const sheets = ['app', 'layout', 'home', 'cards'];
    expect(deferredLinks(head(page.html))).toEqual(sheets.map((name) => `/assets/${name}.css`));
    const critical = inlineStyles(head(page.html));
    const order = sheets.map((name) => critical.indexOf(`counter-reset:${name}`));
    expect(order.every((at, index) => at > (order[index - 1] ?? -1))).toBe(true);
    for (const rule of ['body{margin:0', 'nav a{color:var(--link-colour)}', '--link-colour:#1864ab'])
      expect(critical).toContain(rule);
    // The boot script sets the reader's high contrast before the paint: its rules always come along.
    expect(critical).toContain('html[data-contrast=high] body{background:#000}');
    for (const unused of ['.never-drawn', '--never-read', '-unused', '@font-face'])
      expect(critical).not.toContain(unused);
    // url()s read the same from the page as from the sheet.
    expect(critical).toContain('url(/assets/wave.svg)');
    expect(critical).toContain('url("data:image/svg+xml,x")');
    // Without the script, the sheets load as before.
    expect(page.html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/app.css" \/>/);
    expect(page.html).toContain('<script type="module" src="/assets/enhance.js"></script>');
    expect(page.html).toContain('<link rel="modulepreload" href="/assets/display.js" />');
    expect(page.html).not.toContain('assets/app.js');
    // No loading state left in the HTML.
    expect(page.html).not.toContain('role="status"');
  });

  it("carries only the styles of the page drawn, never other pages'", async () => {
    const home = (await renderPage('/home', 'en')).html;
    for (const other of ['records', 'verify-certificate', 'verify-accreditation', 'badge']) {
      expect(home).not.toContain(`/assets/${other}.css`);
      expect(inlineStyles(home)).not.toContain(`counter-reset:${other}`);
    }
    const news = (await renderPage('/news', 'en')).html;
    expect(deferredLinks(news)).toEqual(['/assets/app.css', '/assets/layout.css', '/assets/cards.css']);
    expect(inlineStyles(news)).toContain('counter-reset:cards');
    expect(inlineStyles(news)).not.toContain('counter-reset:home');
    // A url() relative to its sheet's address reads from the page as the address it meant.
    const card = (await renderPage('/verify/accreditation/some-token', 'en')).html;
    expect(deferredLinks(card)).toContain('/assets/badge.css');
    expect(inlineStyles(card)).toContain('url(/assets/seal.svg)');
  });

  it('links the stylesheets before the content, as they are, when one of them cannot be read', async () => {
    const records = (await renderPage('/records', 'en')).html;
    expect(deferredLinks(records)).toEqual([]);
    expect(blockingLinks(records)).toEqual(['/assets/app.css', '/assets/records.css']);
    expect(inlineStyles(records)).toContain('main{counter-reset:layout');
  });

  it('knows the source of every content page it draws', () => {
    for (const routePath of documentPaths.filter((path) => !appDocumentPaths.includes(path)))
      expect(PAGE_SOURCES[routePath], routePath).toBeDefined();
  });

  it('renders in Hindi, with Hindi content where the API has it', async () => {
    const page = await renderPage('/home', 'hi');
    expect(page.html).toContain('<html lang="hi"');
    // Font faces come with the whole sheets: written in, one could start a download they prevent.
    expect(inlineStyles(head(page.html))).not.toContain('@font-face');
    expect(page.html).toContain('रिले में स्वर्ण');
    expect(page.html).toContain('ताज़ा समाचार');
    expect(asked).toContain('/api/content/home?lang=hi');
  });

  it('falls back to English for a language it does not have', async () => {
    const page = await renderPage('/home', 'xx');
    expect(page.html).toContain('<html lang="en"');
  });

  it('passes the query string to the page (news paging)', async () => {
    const page = await renderPage('/news?page=2', 'en');
    expect(asked).toContain('/api/content/news?lang=en&page=2');
    expect(page.html).toContain('rel="prev"');
    expect(page.html).toContain('rel="next"');
  });

  it('renders both navigations for CSS to choose from, and the page description', async () => {
    const page = await renderPage('/news', 'en');
    expect(page.html.match(/<nav aria-label="Main"/g)).toHaveLength(2);
    expect(page.html).toContain('data-menu-toggle');
    expect(page.html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('answers 404 for a path that is not one of its pages', async () => {
    const page = await renderPage('/no-such-page', 'en');
    expect(page.status).toBe(404);
  });
});

describe('server rendering of the forms the app takes over', () => {
  it('draws the sign-in form with the small script for its header, the app and its modules asked for at the first input in the form, its data carried along', async () => {
    const page = await renderPage('/login', 'en');
    expect(page.status).toBe(200);
    expect(page.kind).toBe('app');
    expect(page.html).toContain('<title>Log in · Para Sports Association</title>');
    // The form itself, ready to type into, posting (never a GET with the password in the address).
    expect(page.html).toMatch(/<form[^>]* method="post"/);
    // One field for the e-mail address or the mobile number (decision 41).
    expect(page.html).toMatch(/<input[^>]*data-path="login"/);
    expect(page.html).toMatch(/<input[^>]*type="password"/);
    // The app and every module of the page are asked for at the first input in the page's content;
    // at once only for a reader with a session in the browser (whom the app sends on).
    const loader = /<script>(\(function\(\)\{var d=document[^<]*)<\/script>/.exec(page.html)?.[1] ?? '';
    expect(loader).toContain('"/assets/app.js"');
    for (const file of ['vendor', 'layout', 'login', 'form', 'auth-en'])
      expect(loader).toContain(`"/assets/${file}.js"`);
    expect(loader).toContain("getElementById('main')");
    expect(loader).toContain('localStorage.getItem("userinfo")');
    expect(page.html).not.toMatch(/<script[^>]*src="\/assets\/app\.js"/);
    expect(page.html).not.toContain('auth-hi.js');
    expect(page.html).toContain('href="/assets/layout.css"');
    // The footer's data travels as JSON for the app to start from, not fetched again.
    const state = /<script type="application\/json" id="ssr-query-state">([^<]*)<\/script>/.exec(page.html);
    expect(JSON.stringify(JSON.parse(state?.[1] ?? 'null'))).toContain('office@para.example.in');
    // The public pages' small script works the header until the app takes over, and knows it will.
    expect(page.html).toMatch(/<script type="module" src="\/assets\/enhance\.js"><\/script>/);
    expect(page.html).toMatch(/<html [^>]*data-app-takes-over=""/);
    // The form works without the app's script (posted to the server): no note that it needs it.
    expect(page.html).not.toContain('<noscript>');
  });

  it('draws it in Hindi, with the Hindi strings preloaded and not the English ones (a fallback)', async () => {
    const page = await renderPage('/login', 'hi');
    expect(page.html).toContain('<html lang="hi"');
    expect(page.html).toContain('/assets/auth-hi.js');
    expect(page.html).not.toContain('/assets/auth-en.js');
  });
});

/** Inline scripts that run (as the server's policy counts them): not those with a src, nor JSON data. */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '');

describe('inline scripts', () => {
  it('every inline script of every kind of page is one the bundle lists at start', async () => {
    const known = new Set(inlineScripts());
    const documents: string[] = [];
    let shells = 0;
    for (const lang of ['en', 'hi']) {
      for (const url of ['/home', '/news?page=2', '/login', '/register', '/reset-password', '/contact']) {
        documents.push((await renderPage(url, lang)).html);
      }
      // The signed-in layout's document for every page of the app (with made-up ids) in English; its
      // scripts differ by language only in the language's name and files, so Hindi takes a few.
      const patterns =
        lang === 'en' ? webPagePatterns : ['user/dashboard', 'registration', 'admin/dashboard'];
      for (const pattern of patterns) {
        const shell = await renderAppShell(`/${pattern.replaceAll(/:[A-Za-z]+/g, 'x1')}`, lang);
        if (shell) {
          shells += 1;
          documents.push(shell);
        }
      }
    }
    expect(shells).toBeGreaterThan(60);
    const scripts = documents.flatMap(inlineScriptsOf);
    // Each kind: the display settings, the app's loader, the session check, the early requests, the
    // dashboard's and the registration frame's own.
    expect(new Set(scripts).size).toBeGreaterThan(12);
    for (const script of scripts) expect(known.has(script), script.slice(0, 120)).toBe(true);
  });
});
