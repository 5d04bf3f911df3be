import type { AdminUserRow } from '@para/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { searchPage, searchTerm, userMatches } from '../../lib/search-text.js';

export interface UsersFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
  blocked?: 'true' | 'false' | undefined;
  verified?: 'true' | 'false' | undefined;
  state?: 'none' | 'submitted' | 'paid' | 'approved' | undefined;
  sort?: 'newest' | 'oldest' | 'name' | 'email' | undefined;
}

const ORDER = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
  email: [asc(users.email)],
} as const;

/** The same orders over the columns a search's matches are collected with (searchPage). */
const HIT_ORDER = {
  newest: sql`"created_at" desc, "id" desc`,
  oldest: sql`"created_at" asc, "id" asc`,
  name: sql`"sort_name" asc, "id" asc`,
  email: sql`"email" asc`,
} as const;

export async function listUsers(
  db: DbOrTx,
  filter: UsersFilter,
): Promise<{ rows: UserRow[]; total: number; totalCapped: boolean }> {
  const conditions: SQL[] = [];
  // Name, e-mail, phone digits or UID through users.search_text and its one trigram index.
  const term = searchTerm(filter.search);
  if (term) conditions.push(userMatches(users, term));
  if (filter.blocked === 'true') conditions.push(isNotNull(users.blockedAt));
  if (filter.blocked === 'false') conditions.push(isNull(users.blockedAt));
  if (filter.verified === 'true') conditions.push(isNotNull(users.emailVerifiedAt));
  if (filter.verified === 'false') conditions.push(isNull(users.emailVerifiedAt));
  if (filter.state === 'none') conditions.push(eq(users.registrationCompleted, false));
  if (filter.state === 'submitted')
    conditions.push(
      and(eq(users.registrationCompleted, true), eq(users.registrationPaymentCompleted, false)) as SQL,
    );
  if (filter.state === 'paid')
    conditions.push(
      and(eq(users.registrationPaymentCompleted, true), eq(users.registrationApproved, false)) as SQL,
    );
  if (filter.state === 'approved') conditions.push(eq(users.registrationApproved, true));
  const where = conditions.length ? and(...conditions) : undefined;
  const sort = filter.sort ?? 'newest';
  const offset = boundedOffset(filter.page, filter.pageSize);
  if (term) {
    // The matches through the search's index, then the page from them (search-text.ts).
    const found = await searchPage(
      db,
      sql`select ${users.id} as "id", ${users.createdAt} as "created_at", lower(${users.name}) as "sort_name",
        ${users.email} as "email" from ${users} where ${where}`,
      HIT_ORDER[sort],
      { limit: filter.pageSize, offset },
    );
    const page = (condition: SQL) =>
      db
        .select()
        .from(users)
        .where(condition)
        .orderBy(...ORDER[sort]);
    const rows = found.ids
      ? found.ids.length
        ? await page(inArray(users.id, found.ids))
        : []
      : // More than COUNT_CAP matches: the order's index finds the page at once.
        await page(where as SQL)
          .limit(filter.pageSize)
          .offset(offset);
    return { rows, ...cappedTotal(found.total) };
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(filter.pageSize)
      .offset(offset),
    // Counting stops at the cap (a common search term: PostgreSQL stops after COUNT_CAP matching rows).
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('bounded'),
    ),
  ]);
  return { rows, ...cappedTotal(count?.total) };
}

export const toAdminUserRow = (user: UserRow, isAdmin: boolean): AdminUserRow => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  emailVerified: user.emailVerifiedAt !== null,
  isAdmin,
  blocked: user.blockedAt !== null,
  blockedReason: user.blockedReason,
  uid: user.uid ?? '',
  registrationCompleted: user.registrationCompleted,
  registrationPaymentCompleted: user.registrationPaymentCompleted,
  registrationApproved: user.registrationApproved,
  createdAt: user.createdAt.toISOString(),
});

export const setBlocked = async (
  db: DbOrTx,
  userId: string,
  blockedAt: Date | null,
  reason: string,
  now: Date,
) =>
  (
    await db
      .update(users)
      .set({ blockedAt, blockedReason: reason, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
  )[0];
