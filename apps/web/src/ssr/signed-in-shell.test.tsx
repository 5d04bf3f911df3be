// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AppAssets } from './app-assets';
import { signedInDocument } from './signed-in-shell';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Para Sports Association</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/home.js">
  </head>
  <body><div id="root"></div></body>
</html>`;
const assets: AppAssets = {
  entry: 'assets/app.js',
  signedIn: (pathname) => (/^\/(user|registration)/.test(pathname) ? ['assets/layout.js'] : null),
  signedInVariants: () => [['assets/layout.js']],
  signedInStyles: () => ['assets/layout.css'],
  page: () => ({ script: 'assets/app.js', styles: [], preloads: [] }),
};
const draw = (pathname: string, language = 'en') => signedInDocument(indexHtml, assets, pathname, language);

describe('the signed-in layout drawn by the server', () => {
  it("draws an athlete's sidebar with the current page marked, and leaves most pages to the app", async () => {
    const html = (await draw('/user/events-list')) ?? '';
    expect(html).toContain('data-app-shell');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/user\/events-list"|<a[^>]*href="\/user\/events-list"[^>]*aria-current="page"/,
    );
    expect(html).toMatch(/<main id="main" tabindex="-1" class="[^"]*"><\/main>/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/layout.css">');
    // Nothing about the person: the server does not know who is signed in.
    expect(html).not.toContain('Good ');
    // The list's requests start from the document.
    expect(html).toContain('["GET","/api/forms"],["GET","/api/profile"]');
  });

  it('starts no data requests on a page whose first render needs none', async () => {
    const html = (await draw('/user/certificates')) ?? '';
    expect(html).toContain('data-app-shell');
    expect(html).not.toContain('__earlyRequests');
  });

  it("asks for the fee's order from the document, which the server creates once and then reuses", async () => {
    const html = (await draw('/registration-payment')) ?? '';
    expect(html).toContain(
      '[["POST","/api/user/create-registration-payment-order"],["GET","/api/user/get-user-registration-data"]]',
    );
    // The page is drawn too, hidden until its script has the order (drawn-pages.test.tsx).
    expect(html).toContain('data-fee-frame');
  });

  it('draws the dashboard too, with places for the session’s name and UID that its script fills in', async () => {
    const html = (await draw('/user/dashboard')) ?? '';
    expect(html).toContain('<div data-drawn-page="uid" style="display:none">');
    expect(html).toContain('<h1');
    expect(html).toContain('<span data-session="uid"></span>');
    expect(html).toContain('<span data-session="name" data-empty="User"></span>');
    // No stand-in is left for the reader to see.
    expect(html).not.toContain('__session_');
    const script = /<script>(\(function\(\)\{try\{var s=JSON\.parse[^<]*data-drawn-page[^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(script).toBeDefined();
  });

  it('is drawn in the reader’s language', async () => {
    const html = (await draw('/user/dashboard', 'hi')) ?? '';
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('>डैशबोर्ड</span>');
  });

  it('has no sidebar in the registration flow, and starts that page’s data requests', async () => {
    const html = (await draw('/registration')) ?? '';
    expect(html).not.toContain('<aside');
    expect(html).toContain(
      '[["GET","/api/reference/registration-options"],["GET","/api/user/get-user-registration-data"]]',
    );
  });

  it('is not drawn for pages outside the signed-in areas', async () => {
    expect(await draw('/home')).toBeNull();
  });
});
