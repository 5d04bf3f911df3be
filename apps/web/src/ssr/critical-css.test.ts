// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileStylesheet, criticalCssOf, trimmed } from './critical-css';

describe('trimmed', () => {
  it('keeps the custom properties the page or a kept rule reads, however deep, and drops the rest', () => {
    const css =
      ':root{--size:var(--base);--base:1rem;--colour:red;--unused:blue;--unused-chain:var(--unused-deep);--unused-deep:0}' +
      '.card{padding:var(--size)}.only-variables{--never:1}';
    const page = '<p style="color: var(--colour)">x</p>';
    const kept = trimmed(css, page);
    for (const declaration of ['--size:var(--base)', '--base:1rem', '--colour:red', 'padding:var(--size)'])
      expect(kept).toContain(declaration);
    for (const dropped of ['--unused', '--never', '.only-variables']) expect(kept).not.toContain(dropped);
  });
});

describe('criticalCssOf', () => {
  const page = (body: string) =>
    `<!doctype html><html><head><link rel="stylesheet" href="/assets/a.css"></head><body>${body}</body></html>`;

  it("gives the rules a document's elements match, sheet after sheet in their order", () => {
    const critical = criticalCssOf([
      compileStylesheet({ href: '/assets/a.css', css: 'h1{margin:0}.card p{color:red}.absent{color:blue}' }),
      compileStylesheet({ href: '/assets/b.css', css: 'h1{margin:1px}' }),
    ]);
    const css = critical(page('<h1>Title</h1><div class="card"><p>Text</p></div>'));
    expect(css).toContain('.card p{color:red}');
    expect(css).not.toContain('.absent');
    expect(css.indexOf('h1{margin:0}')).toBeGreaterThan(-1);
    expect(css.indexOf('h1{margin:1px}')).toBeGreaterThan(css.indexOf('h1{margin:0}'));
  });

  it('leaves font faces to the whole sheets', () => {
    const critical = criticalCssOf([
      compileStylesheet({
        href: '/assets/a.css',
        css: '@font-face{font-family:Deva;src:url(/deva.woff2);unicode-range:U+900-97F}body{font-family:Deva}',
      }),
    ]);
    const css = critical(page('<p>हिन्दी</p>'));
    expect(css).toContain('body{font-family:Deva}');
    expect(css).not.toContain('@font-face');
  });
});
