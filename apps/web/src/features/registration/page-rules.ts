import { laterModule } from '../../lib/later-module';

/** The page forms' rules (./validation), loaded after the page is shown: they carry zod. */
export const pageRules = laterModule(() => import('./validation'));
