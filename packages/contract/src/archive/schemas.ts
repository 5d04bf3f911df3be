import { z } from 'zod';
import { optionalText, text } from '../competitions/fields.js';
import { discipline, MAX_DISCIPLINES_PER_FORM } from '../competitions/schemas.js';
import { medalTable } from '../results/api.js';
import { isCalendarDay } from '../shared/dates.js';
import { listPaging } from '../shared/fields.js';

/**
 * The archive of past competitions (decision 32): every competition with published results, searched on
 * the server by athlete (a name or a UID), sport class and year. A past competition that never took
 * entries on the portal is added here for its results alone, and its results file is matched by UID.
 */

/** An empty field of a search form is no filter. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

export const ARCHIVE_FIRST_YEAR = 1950;
export const ARCHIVE_LAST_YEAR = 2100;

export const archiveQuery = z.strictObject({
  ...listPaging,
  /** Part of an athlete's name (two characters or more), or a UID. */
  athlete: blankless(
    z.string().trim().min(2, 'validation.searchTooShort').max(100, 'validation.tooLong').optional(),
  ),
  /** A sport class ("T44", "s9"): compared upper-case with the athlete's classes. */
  sportClass: blankless(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 ./-]{1,12}$/, 'validation.classText')
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
  /** The year the competition began. */
  year: blankless(
    z.coerce
      .number('validation.year')
      .int('validation.year')
      .min(ARCHIVE_FIRST_YEAR, 'validation.year')
      .max(ARCHIVE_LAST_YEAR, 'validation.year')
      .optional(),
  ),
  lang: z.enum(['en', 'hi']).default('en'),
});
export type ArchiveQuery = z.output<typeof archiveQuery>;
export type ArchiveQueryInput = z.input<typeof archiveQuery>;

/** A discipline of the competition with published results, and how many. */
export const archiveDiscipline = z.object({
  key: z.string(),
  name: z.string(),
  nameHi: z.string(),
  results: z.number().int(),
});

/** A state record set (or equalled) at the competition and the mark still standing in its history. */
export const archiveRecord = z.object({
  discipline: z.string(),
  disciplineName: z.string(),
  disciplineNameHi: z.string(),
  sport: z.string(),
  sportClass: z.string(),
  athleteName: z.string(),
  uid: z.string(),
  mark: z.string(),
  step: z.enum(['set', 'equalled']),
  /** The record is still this mark. */
  current: z.boolean(),
});

/** A result of a searched athlete (or class) at the competition. */
export const archiveMatch = z.object({
  discipline: z.string(),
  disciplineName: z.string(),
  disciplineNameHi: z.string(),
  uid: z.string(),
  name: z.string(),
  sportClass: z.string(),
  place: z.number().int().nullable(),
  mark: z.string(),
  status: z.enum(['DNS', 'DNF', 'DQ', 'NM']).nullable(),
  round: z.string().nullable(),
  heat: z.string().nullable(),
});
export type ArchiveMatch = z.infer<typeof archiveMatch>;

export const archiveCompetition = z.object({
  formId: z.string(),
  /** In the language asked for, English where there is no Hindi. */
  title: z.string(),
  eventTitle: z.string(),
  venue: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Added for its results alone: it took no entries on the portal. */
  archive: z.boolean(),
  version: z.number().int(),
  publishedAt: z.string(),
  disciplines: z.array(archiveDiscipline),
  /** Gold, silver and bronze by district, as on the results page. */
  medals: medalTable,
  records: z.array(archiveRecord),
  /** With an athlete or class searched: their results here (at most `MAX_ARCHIVE_MATCHES`), and how many. */
  matches: z.array(archiveMatch),
  matchCount: z.number().int(),
});
export type ArchiveCompetition = z.infer<typeof archiveCompetition>;

export const MAX_ARCHIVE_MATCHES = 30;

export const archiveList = z.object({
  items: z.array(archiveCompetition),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArchiveList = z.infer<typeof archiveList>;

const calendarDay = z.string().refine(isCalendarDay, 'validation.date');

/**
 * A past competition added for its results (administrators): its title, venue, days and disciplines, as
 * an entry form's are written. It is kept as a closed form that never took entries.
 */
export const archiveCompetitionBody = z
  .strictObject({
    title: text(200),
    titleHi: optionalText(200),
    venue: text(200),
    startDate: calendarDay,
    endDate: calendarDay,
    disciplines: z
      .array(discipline)
      .min(1, 'validation.disciplinesRequired')
      .max(MAX_DISCIPLINES_PER_FORM, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeStart' });
    const keys = new Set<string>();
    value.disciplines.forEach((item, index) => {
      if (keys.has(item.key))
        ctx.addIssue({
          code: 'custom',
          path: ['disciplines', index, 'key'],
          message: 'validation.disciplineKeyTaken',
        });
      keys.add(item.key);
    });
  });
export type ArchiveCompetitionBody = z.output<typeof archiveCompetitionBody>;
export type ArchiveCompetitionBodyInput = z.input<typeof archiveCompetitionBody>;

export const archiveCompetitionCreated = z.object({ formId: z.string(), eventId: z.string() });
