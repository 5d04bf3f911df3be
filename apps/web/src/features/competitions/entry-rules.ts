import { laterModule } from '../../lib/later-module';

/** The entry form's check of the answers (./entry-check), loaded after the form is shown: it carries zod. */
export const entryRules = laterModule(() => import('./entry-check'));
