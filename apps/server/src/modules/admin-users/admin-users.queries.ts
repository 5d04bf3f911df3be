import type { AdminUserRow } from '@para/contract';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { searchTerm, userMatches } from '../admin/search-text.js';

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
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...ORDER[filter.sort ?? 'newest'])
      .limit(filter.pageSize)
      .offset(boundedOffset(filter.page, filter.pageSize)),
    // Counting stops at the cap. With one search column PostgreSQL estimates a search's matches well and
    // picks the trigram index for a rare term, or stops after COUNT_CAP rows of a common one.
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
