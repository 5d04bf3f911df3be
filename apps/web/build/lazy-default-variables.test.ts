import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTheme, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { afterAll, describe, expect, it } from 'vitest';
import { theme } from '../src/lib/theme';
import { EAGER_DEFAULTS, lazyDefaultVariables, withLazyDefaults } from './lazy-default-variables';

// The package's entry (esm/index.mjs) sits beside its core's folders.
const folder = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@mantine/core'))),
  'core/MantineProvider/MantineCssVariables',
);
const installed = path.join(folder, 'remove-default-variables.mjs');
// A copy beside the original, so that its relative imports are Mantine's own.
const rewritten = path.join(folder, 'remove-default-variables.lazy-check.mjs');
afterAll(() => rmSync(rewritten, { force: true }));

type Variables = ReturnType<typeof defaultCssVariablesResolver>;
type Remove = (input: Variables) => Variables;

describe("Mantine's default CSS variables, worked out on first use", () => {
  it('rewrites the installed module so that nothing is worked out as it loads', () => {
    const code = withLazyDefaults(readFileSync(installed, 'utf8'));
    expect(code).not.toContain(EAGER_DEFAULTS);
    const calls = [...code.matchAll(/defaultCssVariablesResolver\(DEFAULT_THEME\)/g)];
    expect(calls).toHaveLength(1);
    // The one call left is inside the comparing function.
    expect(code.indexOf('defaultCssVariablesResolver(DEFAULT_THEME)')).toBeGreaterThan(
      code.indexOf('function removeDefaultVariables(input) {'),
    );
  });

  it("compares a theme's variables with the defaults exactly as Mantine's module does", async () => {
    writeFileSync(rewritten, withLazyDefaults(readFileSync(installed, 'utf8')));
    const original = (await import(pathToFileURL(installed).href)) as { removeDefaultVariables: Remove };
    const lazy = (await import(pathToFileURL(rewritten).href)) as { removeDefaultVariables: Remove };
    for (const input of [
      defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)),
      defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, createTheme({ primaryColor: 'grape' }))),
    ]) {
      const kept = lazy.removeDefaultVariables(input);
      expect(kept).toEqual(original.removeDefaultVariables(input));
      expect(Object.keys(kept.variables).length).toBeGreaterThan(0);
    }
  });

  it('fails the build, naming itself, when the installed module has changed shape', () => {
    expect(() => withLazyDefaults('const defaults = compute();')).toThrow(/lazy-default-variables/);
  });

  it('rewrites that one module only', () => {
    const hook = lazyDefaultVariables().transform as (code: string, id: string) => { code: string } | null;
    const code = readFileSync(installed, 'utf8');
    expect(hook(code, installed)?.code).toBe(withLazyDefaults(code));
    expect(hook(code, path.join(folder, 'MantineCssVariables.mjs'))).toBeNull();
    expect(hook(code, '/repo/src/lib/theme.ts')).toBeNull();
  });
});
