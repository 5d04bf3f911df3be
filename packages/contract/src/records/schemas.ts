import { z } from 'zod';
import { disciplineGenders, resultKinds } from '../competitions/schemas.js';
import { langQuery } from '../content/schemas.js';

/** The shapes of the public state records (docs/decisions/0027-state-records.md). */

/** One time the record was set or equalled, as everyone sees it. */
export const recordMark = z.object({
  /** The mark written out in its kind's way ("11.92", "6.10"), and as stored (see checkedResult). */
  mark: z.string(),
  markValue: z.number().int(),
  /** e.g. "+1.4" (m/s), or null. */
  wind: z.string().nullable(),
  /** A mark equal to the record of its day: the athlete became a joint holder. */
  equalled: z.boolean(),
  /** The mark is the record now (the last mark set, and those equalling it). */
  current: z.boolean(),
  name: z.string(),
  uid: z.string(),
  district: z.string(),
  /** The competition's results page, its title in the language asked for, and its first day. */
  formId: z.string(),
  competition: z.string(),
  date: z.string(),
});
export type RecordMark = z.infer<typeof recordMark>;

/** A state record of one discipline, gender and sport class, with its history oldest first. */
export const stateRecord = z.object({
  /** Stable within the page: sport, discipline, gender and class, for anchors and links. */
  id: z.string(),
  sport: z.string(),
  discipline: z.string(),
  /** The discipline's name (in Hindi when asked and given), from its latest competition. */
  name: z.string(),
  gender: z.enum(disciplineGenders),
  /** The athletes' sport class; empty for athletes without one. */
  sportClass: z.string(),
  kind: z.enum(resultKinds),
  mark: z.string(),
  markValue: z.number().int(),
  /** Every time the record was set or equalled, oldest first; the current holders are marked. */
  history: z.array(recordMark),
});
export type StateRecord = z.infer<typeof stateRecord>;

export const stateRecordList = z.object({ items: z.array(stateRecord) });

export const recordsQuery = langQuery.extend({
  /** Only this sport's records (its code, "athletics"). */
  sport: z.string().trim().max(40).optional(),
  /** Only this discipline's records (its key, "m100"). */
  discipline: z.string().trim().max(40).optional(),
  /** Only this sport class's records ("T44"), without regard to case. */
  sportClass: z.string().trim().max(20).optional(),
  /** `current`: each record's history holds only its current holders (a lighter list of the records now). */
  history: z.enum(['all', 'current']).default('all'),
});
