import type { TeamDocumentKind } from '@para/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * National team selection (issue 26, docs/decisions/0040-national-team-selection.md). A selection is
 * chosen for one national championship; its shortlist is never stored but read from the published
 * results each time, so a correction changes it at once. What people decide is stored: the standards,
 * the marks from outside the state, the nomination, the invitations and the team.
 */
export const selections = pgTable('selections', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  championshipName: text('championship_name').notNull(),
  venue: text('venue').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  entryDeadline: date('entry_deadline', { mode: 'string' }),
  windowStart: date('window_start', { mode: 'string' }).notNull(),
  windowEnd: date('window_end', { mode: 'string' }).notNull(),
  places: integer('places').notNull(),
  placesMale: integer('places_male'),
  placesFemale: integer('places_female'),
  minimumAge: integer('minimum_age'),
  ageOn: date('age_on', { mode: 'string' }),
  replyDays: integer('reply_days').notNull(),
  status: text('status', { enum: ['draft', 'nominated', 'ratified'] })
    .notNull()
    .default('draft'),
  nominatedBy: uuid('nominated_by').references(() => users.id, { onDelete: 'set null' }),
  nominatedAt: timestamp('nominated_at', { withTimezone: true }),
  ratifiedBy: uuid('ratified_by').references(() => users.id, { onDelete: 'set null' }),
  ratifiedAt: timestamp('ratified_at', { withTimezone: true }),
  /** Why the last nomination was returned to the selectors; cleared by the next nomination. */
  returnedReason: text('returned_reason'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One standard: a mark per discipline key, sport class and gender, in its kind's unit. */
export const selectionStandards = pgTable(
  'selection_standards',
  {
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    disciplineKey: text('discipline_key').notNull(),
    sportClass: text('sport_class').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'any'] }).notNull(),
    /** The discipline as the competitions' forms describe it when the standard was set. */
    sport: text('sport').notNull(),
    disciplineName: text('discipline_name').notNull(),
    disciplineNameHi: text('discipline_name_hi').notNull().default(''),
    kind: text('kind', { enum: ['time', 'distance', 'height', 'points'] }).notNull(),
    markValue: integer('mark_value').notNull(),
    /** The row it came from, kept so the list reads in the file's order. */
    row: integer('row').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.selectionId, table.disciplineKey, table.sportClass, table.gender] }),
  ],
);

/** A mark from a competition outside the state, entered by an administrator with where to check it. */
export const selectionExternalMarks = pgTable(
  'selection_external_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disciplineKey: text('discipline_key').notNull(),
    markValue: integer('mark_value').notNull(),
    /** Tenths of a metre per second. */
    wind: integer('wind'),
    competition: text('competition').notNull(),
    competitionDate: date('competition_date', { mode: 'string' }).notNull(),
    round: text('round'),
    proof: text('proof').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('selection_external_marks_selection_idx').on(table.selectionId)],
);

/** An athlete nominated in one discipline; several disciplines of one athlete take one place. */
export const selectionNominations = pgTable(
  'selection_nominations',
  {
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disciplineKey: text('discipline_key').notNull(),
    reason: text('reason'),
    /** The UID of the athlete whose place this one was offered after a decline or a lapsed reply. */
    rolledDownFrom: text('rolled_down_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.selectionId, table.userId, table.disciplineKey] })],
);

/** The invitation a ratified nomination sends an athlete: answered by `respond_by`, else it lapses. */
export const selectionInvitations = pgTable(
  'selection_invitations',
  {
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['invited', 'accepted', 'declined', 'lapsed'] }).notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.selectionId, table.userId] }),
    index('selection_invitations_user_idx').on(table.userId),
    index('selection_invitations_open_idx').on(table.respondBy).where(sql`${table.status} = 'invited'`),
  ],
);

export interface TeamDocumentRecord {
  kind: TeamDocumentKind;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
}

/** A member of the team: an athlete who accepted (user_id set) or a support person. */
export const selectionTeamMembers = pgTable(
  'selection_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    role: text('role', {
      enum: ['athlete', 'guide', 'personal_assistant', 'coach', 'manager', 'medical'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The athlete a guide or personal assistant goes with. */
    goesWithUserId: uuid('goes_with_user_id').references(() => users.id, { onDelete: 'set null' }),
    wheelchair: boolean('wheelchair').notNull().default(false),
    seating: text('seating'),
    diet: text('diet'),
    documents: jsonb('documents').$type<TeamDocumentRecord[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('selection_team_members_selection_idx').on(table.selectionId, table.role)],
);

export type SelectionRow = typeof selections.$inferSelect;
export type TeamMemberRow = typeof selectionTeamMembers.$inferSelect;
