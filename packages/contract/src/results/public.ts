import { z } from 'zod';
import { formIdParams } from '../competitions/schemas.js';
import { langQuery } from '../content/schemas.js';
import { route } from '../shared/route-def.js';

/**
 * The public results pages: which competitions have published results, and one competition's title
 * and dates. The results and medals themselves are `publicResults` and `medalTable` (routes.ts).
 */

/** A competition with published results, its texts in the language asked for. */
export const publicCompetition = z.object({
  formId: z.string(),
  /** The competition's title (the Hindi one when asked in Hindi and there is one). */
  title: z.string(),
  /** Its event's page, when the event is published; null otherwise. */
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  venue: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The version shown now, when it was published, and when it replaced an earlier one (null for the first). */
  version: z.number().int().min(1),
  publishedAt: z.string(),
  correctedAt: z.string().nullable(),
});
export type PublicCompetition = z.infer<typeof publicCompetition>;

export const publicCompetitionList = z.object({ items: z.array(publicCompetition) });

export const publicResultRoutes = {
  publicResultsList: route({
    method: 'GET',
    path: '/api/results',
    access: 'public',
    tag: 'results',
    summary: 'Competitions with published results, newest event first',
    query: langQuery,
    data: publicCompetitionList,
  }),
  publicResultsCompetition: route({
    method: 'GET',
    path: '/api/results/:formId/competition',
    access: 'public',
    tag: 'results',
    summary: 'A competition with published results: its title, event, dates and the version shown',
    params: formIdParams,
    query: langQuery,
    data: publicCompetition,
  }),
} as const;
