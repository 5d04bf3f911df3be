import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('takes the setting the entry makes before zod loads', () => {
    // In a process of its own, so that zod loads after the setting, as in the browser.
    const setting = ts.transpileModule(
      readFileSync(path.join(import.meta.dirname, 'zod-jitless.ts'), 'utf8'),
      {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      },
    ).outputText;
    const check = `${setting}
const { z } = await import('zod');
const parsed = z.object({ name: z.string() }).safeParse({ name: 1 });
console.log(JSON.stringify({ jitless: z.config().jitless, refused: !parsed.success }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', check], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ jitless: true, refused: true });
  });
});
