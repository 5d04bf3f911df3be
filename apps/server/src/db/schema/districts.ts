import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A registration camp a district secretary opened: while it is open, sign-ups from its network
 * address (the camp's Wi-Fi or a phone's hotspot, shared by everyone there) get a higher hourly
 * allowance than an ordinary shared address.
 */
export const registrationCamps = pgTable(
  'registration_camps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    network: text('network').notNull(),
    district: text('district').notNull(),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('registration_camps_network_idx').on(table.network, table.closesAt)],
);
