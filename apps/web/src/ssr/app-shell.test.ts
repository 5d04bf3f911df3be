import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAppAssets, SIGNED_IN_PAGE_SOURCES } from './app-assets';
import { appShellHtml } from './app-shell';

/** A client build's manifest with the pieces a signed-in page and the home page need. */
function manifestFile(): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-shell-'));
  const file = path.join(dir, 'manifest.json');
  writeFileSync(
    file,
    JSON.stringify({
      'index.html': { file: 'assets/app.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/components/app/AppLayout.tsx': { file: 'assets/app-layout.js', imports: ['_drawer.js'] },
      '_drawer.js': { file: 'assets/drawer.js' },
      'src/features/registration/pages/DashboardPage.tsx': { file: 'assets/dashboard.js' },
      'src/features/account/ProfileSync.tsx': { file: 'assets/profile-sync.js', imports: ['_contract.js'] },
      '_contract.js': { file: 'assets/contract.js' },
      'node_modules/@mantine/notifications/esm/index.mjs': { file: 'assets/notifications.js' },
      'src/features/content/pages/HomePage.tsx': { file: 'assets/home.js' },
      'src/locales/en/texts-user-en.js': { file: 'assets/user-en.js' },
      'src/locales/hi/texts-user-hi.js': { file: 'assets/user-hi.js' },
      'src/locales/en/texts-dashboard-en.js': { file: 'assets/dashboard-en.js' },
      'src/locales/hi/texts-dashboard-hi.js': { file: 'assets/dashboard-hi.js' },
      'src/locales/hi/texts-core-hi.js': { file: 'assets/core-hi.js' },
      'src/locales/ta/texts-user-ta.js': { file: 'assets/registration-ta.js' },
      'src/locales/en/texts-admin-en.js': { file: 'assets/review-docs-en.js' },
      'src/app/staff-routes.tsx': { file: 'assets/staff-routes.js' },
    }),
  );
  return pathToFileURL(file);
}

describe("a signed-in page's document", () => {
  const assets = readAppAssets(manifestFile());

  it("announces the entry's imports, the layout, the page and the reader's texts", () => {
    const files = assets.signedIn('/user/dashboard', 'hi');
    expect(files).toEqual(
      expect.arrayContaining([
        'assets/react.js',
        'assets/app-layout.js',
        'assets/drawer.js',
        'assets/dashboard.js',
        'assets/dashboard-hi.js',
        'assets/core-hi.js',
      ]),
    );
    // The entry itself is the document's own script; another language's texts (English too: a
    // fallback, it comes after the page is shown) and the administrators' screens are not an
    // athlete's first load.
    expect(files).not.toContain('assets/app.js');
    expect(files).not.toContain('assets/dashboard-en.js');
    expect(files).not.toContain('assets/registration-ta.js');
    expect(files).not.toContain('assets/review-docs-en.js');
    expect(files).not.toContain('assets/staff-routes.js');
    // The dashboard's own texts are its group's (lib/text-parts.ts): not all of an athlete's.
    expect(files).not.toContain('assets/user-hi.js');
    expect(files).not.toContain('assets/home.js');
    // The profile check (with the contract's schemas) and the toasts load once the page is shown.
    expect(files).not.toContain('assets/profile-sync.js');
    expect(files).not.toContain('assets/notifications.js');
  });

  it("gives a staff page the administrators' texts and the staff areas' route table, and any signed-in page the layout", () => {
    for (const pathname of ['/admin/registrations', '/district/athletes']) {
      const files = assets.signedIn(pathname, 'en');
      expect(files, pathname).toEqual(
        expect.arrayContaining([
          'assets/app-layout.js',
          'assets/user-en.js',
          'assets/review-docs-en.js',
          'assets/staff-routes.js',
        ]),
      );
      expect(files, pathname).not.toContain('assets/dashboard.js');
    }
  });

  it('leaves the public pages and the forms to their own documents', () => {
    for (const pathname of ['/home', '/login', '/verify/abc', '/users']) {
      expect(assets.signedIn(pathname, 'en'), pathname).toBeNull();
    }
  });

  it("draws the layout in, and loads the app's modules once that is painted", () => {
    const index = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="modulepreload" crossorigin href="/assets/home.js">
    <link rel="stylesheet" crossorigin href="/assets/app.css">
  </head><body><div id="root"></div></body></html>`;
    const html = appShellHtml(index, {
      lang: 'hi',
      preloads: ['assets/react.js', 'assets/dashboard.js'],
      styles: ['assets/app-layout.css'],
      body: '<div data-app-shell="">$& layout</div>',
      headScript: 'boot()',
      loaderScript: 'load()',
    });
    // The home page's modules and the entry's own tag are gone: the loader asks for the page's.
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script>load()</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-layout.css">');
    expect(html).toContain('<html lang="hi" data-mantine-color-scheme="light">');
    // The boot script runs in the head, before the body is painted; the markup goes in as it is.
    expect(html.indexOf('<script>boot()</script>')).toBeLessThan(html.indexOf('<body>'));
    expect(html).toContain('<div id="root"><div data-app-shell="">$& layout</div></div>');
  });

  it('names page modules that exist (a renamed page would silently lose its announcement)', () => {
    const web = path.resolve(import.meta.dirname, '../..');
    for (const [pattern, source] of SIGNED_IN_PAGE_SOURCES) {
      expect(existsSync(path.join(web, source)), `${pattern} → ${source}`).toBe(true);
    }
  });
});
