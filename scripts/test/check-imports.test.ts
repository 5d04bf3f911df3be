import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import {
  boundaryProblem,
  checkServerImports,
  checkWebImports,
  serverBoundaryProblem,
} from '../check-imports.mjs';

describe('the web app import boundaries', () => {
  it('lets a feature use its own files, shared code and another feature through its index', () => {
    expect(boundaryProblem('features/payments/admin/PaymentDrawer.tsx', 'features/payments/api')).toBeNull();
    expect(boundaryProblem('features/payments/pages/PayPage.tsx', 'lib/api')).toBeNull();
    expect(boundaryProblem('features/payments/pages/PayPage.tsx', 'components/admin/PageHeader')).toBeNull();
    expect(boundaryProblem('features/registration/pages/X.tsx', 'features/payments')).toBeNull();
    expect(boundaryProblem('features/registration/pages/X.tsx', 'features/payments/index')).toBeNull();
    expect(boundaryProblem('app/route-tree.tsx', 'features/payments/pages/PayPage')).toBeNull();
  });

  it('refuses another feature’s internals, and features, app or components in shared code', () => {
    expect(boundaryProblem('features/registration/pages/X.tsx', 'features/payments/components/List')).toMatch(
      /only through its index/,
    );
    expect(boundaryProblem('components/public/Footer.tsx', 'features/content/api')).toMatch(/shared code/);
    expect(boundaryProblem('lib/greeting.ts', 'components/app/Greeting')).toMatch(/shared code/);
    expect(boundaryProblem('features/account/X.test.tsx', 'app/route-tree')).toMatch(/must not import/);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file and line of an import that crosses a boundary', () => {
    mkdirSync(path.join(dir, 'components'), { recursive: true });
    mkdirSync(path.join(dir, 'features/content'), { recursive: true });
    writeFileSync(path.join(dir, 'features/content/api.ts'), 'export const a = 1;\n');
    writeFileSync(
      path.join(dir, 'components/Footer.tsx'),
      "import { x } from './Logo';\nimport { a } from '../features/content/api';\nexport const b = [a, x];\n",
    );
    const problems: string[] = checkWebImports(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/Footer\.tsx:2: '\.\.\/features\/content\/api'/);
  });
});

describe('the server import boundaries', () => {
  it('keeps the payments module from the competitions, which register what they charge for with it', () => {
    expect(serverBoundaryProblem('modules/payments/payable.ts', 'modules/competitions/notify.js')).toMatch(
      /modules\/payments\/ must not import from modules\/competitions/,
    );
    expect(serverBoundaryProblem('modules/payments/admin.service.ts', 'db/schema/competitions.js')).toMatch(
      /must not import from db\/schema\/competitions/,
    );
    expect(serverBoundaryProblem('modules/payments/payable.ts', 'db/schema/payments.js')).toBeNull();
    expect(serverBoundaryProblem('modules/payments/orders.ts', 'modules/registration/uid.js')).toBeNull();
    expect(
      serverBoundaryProblem('modules/competitions/payable-purposes.ts', 'modules/payments/payable.js'),
    ).toBeNull();
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'server-boundaries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a payments file that imports from the competitions again, a type alone too', () => {
    mkdirSync(path.join(dir, 'modules/payments'), { recursive: true });
    writeFileSync(
      path.join(dir, 'modules/payments/payable.ts'),
      "import { users } from '../../db/schema/users.js';\nimport type { EntryNotice } from '../competitions/notify.js';\n",
    );
    const problems: string[] = checkServerImports(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/payable\.ts:2: '\.\.\/competitions\/notify\.js'/);
  });

  it('finds no such import in the server as it is', () => {
    expect(checkServerImports(path.resolve(import.meta.dirname, '../../apps/server/src'))).toEqual([]);
  });
});
