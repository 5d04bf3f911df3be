import { existsSync } from 'node:fs';

/** Debian's Chromium; never a browser downloaded by Playwright. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);
