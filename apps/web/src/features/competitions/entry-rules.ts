import { laterModule } from '../../lib/later-module';

/** The entry form's check of the answers (./entry-check), loaded after the form is shown: it carries zod. */
export const entryRules = laterModule(() => import('./entry-check'));

/**
 * How long a submit waits for the rules when they have not arrived: on a connection that stalls
 * rather than fails, the athlete is not left with a busy button; the server checks the answers alone.
 */
export const RULES_WAIT_MS = 8000;
