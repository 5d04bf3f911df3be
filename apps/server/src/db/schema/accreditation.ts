import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { entries, entryForms } from './competitions.js';
import { users } from './users.js';

/**
 * Accreditation cards (docs/decisions/0028): one per person per competition. Athletes' and guides'
 * cards are drawn from the entries (`entry_id`, and for a guide the escort question's key); others are
 * added by an administrator with a photo. A card is printed in versions; each print has its own QR
 * token, and only the card's current version is valid.
 *
 * A card can also be issued for a holder another feature names (`holder_kind`, `holder_id`: a member of
 * a national team, decision 40) at an event that feature describes (`event_*`, copied when issued):
 * such a card has no entry form, and accreditation never reads the other feature's tables.
 */
export const accreditationCards = pgTable(
  'accreditation_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The competition's entry form; null on a card issued for another feature's holder. */
    formId: uuid('form_id').references(() => entryForms.id, { onDelete: 'cascade' }),
    /** `PSA-A-<year>-<6 digits>`, kept across reprints. */
    number: text('number').notNull(),
    source: text('source', { enum: ['athlete', 'guide', 'staff', 'holder'] }).notNull(),
    /** What kind of holder another feature names (e.g. `selection_team_member`), and its id. */
    holderKind: text('holder_kind'),
    holderId: uuid('holder_id'),
    /** The event of a holder's card, as the issuing feature described it when the card was issued. */
    eventId: uuid('event_id'),
    eventTitle: text('event_title'),
    eventTitleHi: text('event_title_hi'),
    eventStart: date('event_start', { mode: 'string' }),
    eventEnd: date('event_end', { mode: 'string' }),
    entryId: uuid('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    /** The escort question's key, for a guide's card ('' otherwise). */
    fieldKey: text('field_key').notNull().default(''),
    /** The athlete, on an athlete's card (their photo is the registration's). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    uid: text('uid').notNull().default(''),
    name: text('name').notNull(),
    nameInScript: text('name_in_script').notNull().default(''),
    role: text('role').notNull(),
    category: text('category').notNull(),
    extraZones: jsonb('extra_zones').$type<string[]>().notNull().default([]),
    /** An uploaded photo (staff cards); athletes' cards read the registration photo. */
    photoKey: text('photo_key'),
    version: integer('version').notNull().default(1),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('accreditation_cards_number_idx').on(table.number),
    // One card per entry and role in it: drawing the cards again adds nobody twice.
    uniqueIndex('accreditation_cards_entry_idx').on(table.entryId, table.source, table.fieldKey),
    index('accreditation_cards_form_idx').on(table.formId, table.createdAt),
    index('accreditation_cards_user_idx').on(table.userId),
    // One card per holder: issuing again finds the card rather than adding a second.
    uniqueIndex('accreditation_cards_holder_idx')
      .on(table.holderKind, table.holderId)
      .where(sql`holder_kind is not null`),
    index('accreditation_cards_event_idx').on(table.eventId),
  ],
);

/** Every print of a card: its QR token. A token of a version older than the card's fails the check. */
export const accreditationPrints = pgTable(
  'accreditation_prints',
  {
    token: text('token').primaryKey(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => accreditationCards.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('accreditation_prints_card_version_idx').on(table.cardId, table.version)],
);
