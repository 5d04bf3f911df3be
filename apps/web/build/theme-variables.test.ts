import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from '../src/app/providers';
import { themeVariablesCss } from './theme-variables';

describe("the theme's CSS variables, made at build time", () => {
  it("are Mantine's own text for our theme: its font stack, its primary shade, our darker grey and red", () => {
    const css = themeVariablesCss();
    expect(css).toMatch(/--mantine-font-family: "Noto Sans Devanagari", "Noto Sans Malayalam", system-ui/);
    expect(css).toContain('--mantine-color-blue-filled: var(--mantine-color-blue-8)');
    expect(css).toContain('--mantine-cursor-type: pointer');
    // The light scheme's overrides (lib/theme.ts), for contrast on white.
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-9)');
    // Only what differs from Mantine's defaults: its stylesheet declares the rest.
    expect(css).not.toContain('--mantine-color-red-0:');
  });

  it('are no longer worked out by the provider as it renders, in the browser or on the server', () => {
    const markup = renderToStaticMarkup(createElement(Providers, null, createElement('p', null, 'page')));
    expect(markup).toContain('<p>page</p>');
    expect(markup).not.toContain('data-mantine-styles="true"');
    expect(markup).not.toContain('--mantine-font-family');
  });
});
