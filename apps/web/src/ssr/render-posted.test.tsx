// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setUpRendering } from './render';

// The forms the app takes over, drawn as the answer to a post the browser made without the app
// (decision 0046): the post travels in the page for the take-over.

beforeAll(() => {
  // A client build's folder with the manifest of the entry, the layout and the form pages.
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-posted-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body></body></html>',
  );
  const manifest = path.join(dir, '.vite', 'manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      'index.html': { file: 'assets/app.js' },
      'src/components/public/PublicLayout.tsx': { file: 'assets/layout.js' },
      'src/public-enhance/main.ts': { file: 'assets/enhance.js' },
      'src/features/auth/pages/LoginPage.tsx': { file: 'assets/login.js' },
      'src/features/auth/pages/RegisterPage.tsx': { file: 'assets/register.js' },
      'src/features/auth/pages/ResetPasswordPage.tsx': { file: 'assets/reset.js' },
      'src/features/content/pages/ContactPage.tsx': { file: 'assets/contact.js' },
    }),
  );
  // No data for these pages: the site's details come from the app's own defaults.
  setUpRendering(
    async () =>
      new Response(JSON.stringify({ success: false, message: 'Not found', data: null }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    pathToFileURL(manifest),
  );
});

describe('a form page drawn with what was posted to it (no app yet)', () => {
  const refused = (
    form: string,
    values: Record<string, string>,
    code: string,
    status: number,
    data: unknown = null,
  ) => ({
    form,
    values,
    status,
    envelope: { success: false, message: 'Server sentence', code, data },
  });

  it('draws the values typed, the message on the field and carries the post for the take-over', async () => {
    const posted = refused(
      'contact',
      { name: 'Anil', email: 'anil-at</script><b>' },
      'VALIDATION_FAILED',
      400,
      {
        fields: { email: 'Enter a valid e-mail address.' },
      },
    );
    const page = await renderPage('/contact', 'en', posted);
    expect(page.html).toMatch(/name="email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="email"/);
    expect(page.html).toContain('Enter a valid e-mail address.');
    expect(page.html).toContain('value="Anil"');
    // Carried as JSON that nothing typed can end: no second </script>, no <b> element.
    const carried = /<script type="application\/json" id="ssr-posted-form">([^<]*)<\/script>/.exec(page.html);
    expect(JSON.parse(carried?.[1] ?? 'null')).toEqual(posted);
    expect(page.html).not.toContain('anil-at</script><b>');
  });

  it("says a refusal in the page's language, from its code", async () => {
    const page = await renderPage(
      '/reset-password',
      'hi',
      refused('reset-request', { login: 'a@b.in' }, 'RATE_LIMITED', 429),
    );
    const drawn = page.html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/g, '');
    expect(drawn).not.toContain('Server sentence');
    expect(drawn).toMatch(/role="alert"[^>]*>(?:(?!<\/div>).)*[\u0900-\u097F]/s);
  });

  it('a code by SMS asked for without the app: says what to do instead of asking for a check it cannot run', async () => {
    const page = await renderPage(
      '/register',
      'en',
      refused('signup', { name: 'Ravi', phone: '9876501111', email: '' }, 'CHALLENGE_REQUIRED', 429, {
        fields: {},
      }),
    );
    expect(page.html).toContain('A code by SMS needs a short check by your browser first');
    expect(page.html).toContain('value="9876501111"');
  });

  it('a sign-up that mailed its code: the code step, with the address and the attempt in the form', async () => {
    const page = await renderPage('/register', 'en', {
      form: 'signup',
      values: { name: 'Ravi', phone: '9876501111', email: 'ravi@example.in' },
      status: 201,
      envelope: {
        success: true,
        message: 'Sent',
        data: { email: 'ravi@example.in', phone: '', attempt: 'attempt-1' },
      },
    });
    expect(page.html).toContain('Verification code');
    expect(page.html).toContain('name="attempt" value="attempt-1"');
    expect(page.html).toContain('name="email" value="ravi@example.in"');
  });
});
