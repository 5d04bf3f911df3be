import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { entryForms } from './competitions.js';
import { users } from './users.js';

/**
 * State records (docs/decisions/0027-state-records.md). Each published result that counts for a record
 * (a mark, no status, a legal wind) is kept here for the version of its form's results shown now, with
 * the athlete's class, name and district as they were when it was published. A record's history is
 * marked on these rows (`record_step`) and derived again, for the disciplines concerned, whenever a
 * form's results are published or corrected: a mark taken away by a correction takes its record away.
 */
export const recordMarks = pgTable(
  'record_marks',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    /** The results version the mark is from, and its row there (results.row). */
    version: integer('version').notNull(),
    row: integer('row').notNull(),
    sport: text('sport').notNull(),
    disciplineKey: text('discipline_key').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'any'] }).notNull(),
    /** Upper case; empty for an athlete without a class in the sport. */
    sportClass: text('sport_class').notNull(),
    kind: text('kind', { enum: ['time', 'distance', 'height', 'points'] }).notNull(),
    markValue: integer('mark_value').notNull(),
    /** Tenths of a metre per second. */
    wind: integer('wind'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    uid: text('uid').notNull(),
    athleteName: text('athlete_name').notNull(),
    district: text('district').notNull(),
    disciplineName: text('discipline_name').notNull(),
    disciplineNameHi: text('discipline_name_hi').notNull().default(''),
    /** The competition's first day: the order marks are compared in. */
    competitionDate: date('competition_date', { mode: 'string' }).notNull(),
    /** When the form's results were first published: the order among competitions of one day. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }).notNull(),
    /** 'set' when the mark set the record of its day, 'equalled' when it equalled it; null otherwise. */
    recordStep: text('record_step', { enum: ['set', 'equalled'] }),
    /** The mark is the record now. */
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.formId, table.row] }),
    index('record_marks_group_idx').on(table.sport, table.disciplineKey, table.gender, table.sportClass),
  ],
);

export type RecordMarkRow = typeof recordMarks.$inferSelect;
