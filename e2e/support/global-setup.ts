import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SECOND_ADMIN_WIDTHS, secondAdminEmail } from './accounts.js';
import { CHROMIUM_PATH, chromiumAvailable } from './chromium.js';
import { e2eRoot, runDir } from './paths.js';
import { startPortal } from './portal.js';

/**
 * Starts the portal the tests share (support/portal.ts) in a fresh folder for this run, and logs the
 * administrator in once.
 */
export default async function globalSetup() {
  if (!chromiumAvailable()) {
    const advice = `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium`;
    throw new Error(advice);
  }
  process.env.E2E_RUN_DIR = path.join(e2eRoot, '.run', `${Date.now()}-${process.pid}`);
  mkdirSync(runDir(), { recursive: true });
  // Its data and mail go straight into the run's folder (support/mail.ts reads mailDir()).
  const portal = await startPortal(runDir(), {
    // Every test signs its athletes up from this one machine, as a district camp would.
    SIGNUPS_PER_NETWORK_PER_HOUR: '1000',
    // ...with one phone number (support/athletes.ts).
    SIGNUPS_PER_PHONE_PER_DAY: '100000',
    // ...and draws every page from it: past the allowance a page would come as the app instead.
    PAGE_RENDERS_PER_NETWORK_PER_MINUTE: '100000',
    // A second administrator per width, who signs up when a test needs one (support/selections.ts).
    ADMIN_EMAILS: SECOND_ADMIN_WIDTHS.map(secondAdminEmail).join(','),
  });
  const { baseUrl } = portal;
  process.env.E2E_BASE_URL = baseUrl;
  // One administrator session for the whole run: logging in from every test would trip the
  // per-account login throttle (10 tries in 15 minutes), which is a rule worth keeping.
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await login.json()) as { success: boolean; message: string; data: unknown };
  if (!body.success) throw new Error(`the administrator could not log in: ${body.message}`);
  process.env.E2E_ADMIN_SESSION = JSON.stringify(body.data);
  return async () => {
    await portal.stop();
    rmSync(runDir(), { recursive: true, force: true });
  };
}
