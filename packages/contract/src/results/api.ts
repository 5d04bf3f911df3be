import { z } from 'zod';
import { resultKinds } from '../competitions/schemas.js';
import { checkedResult, resultIssue, resultStatus } from './schemas.js';

/** The shapes of the results calls: imports with their preview, publishing, and published results. */

export const importIdParams = z.strictObject({ importId: z.uuid() });

/**
 * An uploaded results file, checked and kept (nothing published): every row as read, the errors that
 * block publishing and the warnings that need acknowledging. `rows` are the file's data rows.
 */
export const resultsImport = z.object({
  importId: z.string(),
  formId: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  rows: z.array(checkedResult),
  errors: z.array(resultIssue),
  warnings: z.array(resultIssue),
  createdAt: z.string(),
  /** The version this import became when published; null while it is a preview. */
  publishedVersion: z.number().int().nullable(),
  /** Publishing it would change nothing: the same results as the version published now. */
  sameAsPublished: z.boolean(),
});
export type ResultsImport = z.infer<typeof resultsImport>;

export const publishResultsBody = z.strictObject({
  /** The administrator read the warnings; required when there are any. */
  acknowledgeWarnings: z.boolean().default(false),
  /** Why the published results change (a protest, a classification change); required for a correction. */
  reason: z.string().trim().max(500).default(''),
});

export const publishedResults = z.object({
  formId: z.string(),
  /** 1 for the first publication; each correction is a new version, the old ones kept. */
  version: z.number().int().min(1),
  publishedAt: z.string(),
  /** Results now published. */
  count: z.number().int(),
  /** False when the import held the same results as the version already published (nothing changed). */
  changed: z.boolean(),
});
export type PublishedResults = z.infer<typeof publishedResults>;

export const resultsTemplateQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

/** A competition as the results page lists it for administrators. */
export const resultsFormRow = z.object({
  formId: z.string(),
  title: z.string(),
  titleHi: z.string(),
  eventTitle: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Entries holding a paid (or free) place: the athletes a results file may name. */
  starters: z.number().int(),
  /** 0 when nothing is published yet. */
  publishedVersion: z.number().int(),
  publishedAt: z.string().nullable(),
  /** The newest import not yet published, if any. */
  pendingImportId: z.string().nullable(),
  /** A past competition added for its results: no entries, rows matched by UID (decision 32). */
  archive: z.boolean().optional(),
});
export const resultsFormsList = z.object({ items: z.array(resultsFormRow) });
export type ResultsFormRow = z.infer<typeof resultsFormRow>;

/** One published result as everyone sees it: the mark written out in its discipline's way. */
export const publicResult = z.object({
  place: z.number().int().nullable(),
  uid: z.string(),
  name: z.string(),
  sportClass: z.string(),
  district: z.string(),
  mark: z.string(),
  status: resultStatus.nullable(),
  /** e.g. "+1.8" (m/s), or null. */
  wind: z.string().nullable(),
  round: z.string().nullable(),
  heat: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The mark set a state record ("set") or equalled one ("equalled") when published (decision 27). */
  record: z.enum(['set', 'equalled']).nullable(),
});

export const publicDisciplineResults = z.object({
  discipline: z.string(),
  name: z.string(),
  nameHi: z.string(),
  kind: z.enum(resultKinds),
  /** The published version these results are from, and when it replaced an earlier one (a correction). */
  version: z.number().int(),
  correctedAt: z.string().nullable(),
  results: z.array(publicResult),
});
export const publicResults = z.array(publicDisciplineResults);
export type PublicDisciplineResults = z.infer<typeof publicDisciplineResults>;

/** Medals by district: places 1, 2 and 3 of the published results. */
export const medalTable = z.array(
  z.object({
    district: z.string(),
    gold: z.number().int(),
    silver: z.number().int(),
    bronze: z.number().int(),
    total: z.number().int(),
  }),
);

/** One of the signed-in athlete's published results, with its competition. */
export const myResult = publicResult.extend({
  formId: z.string(),
  formTitle: z.string(),
  formTitleHi: z.string(),
  eventTitle: z.string(),
  startDate: z.string(),
  discipline: z.string(),
  disciplineName: z.string(),
  disciplineNameHi: z.string(),
  kind: z.enum(resultKinds),
  /** The mark in its kind's unit (see checkedResult), for personal bests; null with a status. */
  markValue: z.number().int().nullable(),
  version: z.number().int(),
  correctedAt: z.string().nullable(),
});
export const myResults = z.array(myResult);
export type MyResult = z.infer<typeof myResult>;
