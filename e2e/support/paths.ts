import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eRoot, '..');

/**
 * This run's folder (portal data and received mail). Global setup picks a fresh one and passes it to
 * the workers through E2E_RUN_DIR, so two test runs on one machine never share or delete each other's.
 */
export const runDir = () => process.env.E2E_RUN_DIR ?? path.join(e2eRoot, '.run', 'default');
export const mailDir = () => path.join(runDir(), 'mail');
export const screenshotDir = path.join(e2eRoot, 'test-results', 'screenshots');
