import type { registrationsQueueQuery } from '@para/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { searchTerm, userMatches } from './search-text.js';

/**
 * The review queue. Waiting registrations come oldest first (fair to athletes who applied early);
 * decided ones newest first. Paging is bounded (max page size 100) and served by the status index.
 */
export async function registrationsQueue(db: DbOrTx, query: z.output<typeof registrationsQueueQuery>) {
  const conditions: SQL[] = [eq(registrations.status, query.status)];
  if (query.status === 'submitted') conditions.push(eq(users.registrationPaymentCompleted, true));
  if (query.district) conditions.push(eq(registrations.district, query.district));
  if (query.sport) conditions.push(eq(registrations.primarySport, query.sport));
  // The athlete's name, e-mail, phone or UID, on the users row the queue joins anyway: PostgreSQL starts
  // from the trigram index of users.search_text and hash-joins the registrations of that status.
  const term = searchTerm(query.search);
  if (term) conditions.push(userMatches(users, term));
  const where = and(...conditions);
  const order = query.status === 'submitted' ? asc(registrations.submittedAt) : desc(registrations.decidedAt);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        district: registrations.district,
        sport: registrations.primarySport,
        status: registrations.status,
        submittedAt: registrations.submittedAt,
        paid: users.registrationPaymentCompleted,
        uid: users.uid,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(query.pageSize)
      .offset(boundedOffset(query.page, query.pageSize)),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('bounded'),
    ),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      district: row.district ?? '',
      sport: row.sport ?? '',
      submittedAt: row.submittedAt?.toISOString() ?? null,
      uid: row.uid ?? '',
    })),
    ...cappedTotal(count?.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
