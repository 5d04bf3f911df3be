import type { registrationsQueueQuery } from '@para/contract';
import { and, asc, desc, eq, gte, inArray, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { districtChecks } from '../../db/schema/district-assistance.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { searchPage, searchTerm, userMatches } from '../../lib/search-text.js';

const checkers = alias(users, 'checkers');

/** A district's check counts for the submission it was made after (a resubmission needs a new one). */
const currentCheckOf = and(
  eq(districtChecks.userId, registrations.userId),
  gte(districtChecks.checkedAt, registrations.submittedAt),
);

function byDistrictCheck(filter: 'approve' | 'return' | 'unchecked'): SQL {
  const checked = (recommendation?: 'approve' | 'return') =>
    sql`exists (select 1 from ${districtChecks} where ${currentCheckOf}${
      recommendation ? sql` and ${districtChecks.recommendation} = ${recommendation}` : sql``
    })`;
  return filter === 'unchecked' ? not(checked()) : checked(filter);
}

/**
 * The review queue. Waiting registrations come oldest first (fair to athletes who applied early);
 * decided ones newest first. Paging is bounded (max page size 100) and served by the status index.
 */
export async function registrationsQueue(db: DbOrTx, query: z.output<typeof registrationsQueueQuery>) {
  const conditions: SQL[] = [eq(registrations.status, query.status)];
  if (query.status === 'submitted') conditions.push(eq(users.registrationPaymentCompleted, true));
  if (query.district) conditions.push(eq(registrations.district, query.district));
  if (query.sport) conditions.push(eq(registrations.primarySport, query.sport));
  if (query.districtCheck) conditions.push(byDistrictCheck(query.districtCheck));
  // The athlete's name, e-mail, phone or UID, on the users row the queue joins anyway.
  const term = searchTerm(query.search);
  if (term) conditions.push(userMatches(users, term));
  const where = and(...conditions);
  const waiting = query.status === 'submitted';
  const order = waiting ? asc(registrations.submittedAt) : desc(registrations.decidedAt);
  const offset = boundedOffset(query.page, query.pageSize);
  const rowsWhere = (condition: SQL | undefined) =>
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
        check: {
          recommendation: districtChecks.recommendation,
          checkedAt: districtChecks.checkedAt,
          secretaryName: checkers.name,
        },
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(districtChecks, currentCheckOf)
      .leftJoin(checkers, eq(checkers.id, districtChecks.checkedBy))
      .where(condition)
      .orderBy(order, asc(users.id));

  let rows: Awaited<ReturnType<typeof rowsWhere>>;
  let total: number | undefined;
  if (term) {
    // The matches (PostgreSQL starts from the trigram index of users.search_text and joins those
    // athletes' registrations), then the page from them (search-text.ts).
    const found = await searchPage(
      db,
      // Only the order's own column: with it and user_id both in the status's index, the registrations
      // side is read from the index alone.
      sql`select ${registrations.userId} as "id", ${waiting ? registrations.submittedAt : registrations.decidedAt} as "at"
        from ${registrations} inner join ${users} on ${users.id} = ${registrations.userId} where ${where}`,
      waiting ? sql`"at" asc, "id" asc` : sql`"at" desc, "id" asc`,
      { limit: query.pageSize, offset },
    );
    total = found.total;
    rows = found.ids
      ? found.ids.length
        ? await rowsWhere(inArray(registrations.userId, found.ids))
        : []
      : // More than COUNT_CAP matches: the order's index finds the page at once.
        await rowsWhere(where).limit(query.pageSize).offset(offset);
  } else {
    [rows, total] = await Promise.all([
      rowsWhere(where).limit(query.pageSize).offset(offset),
      // The queue's indexes end with user_id: this count joins users reading the index alone.
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(
          db
            .select({ one: sql`1` })
            .from(registrations)
            .innerJoin(users, eq(users.id, registrations.userId))
            .where(where)
            .limit(COUNT_CAP + 1)
            .as('bounded'),
        )
        .then(([count]) => count?.total),
    ]);
  }
  return {
    items: rows.map(({ check, ...row }) => ({
      ...row,
      districtCheck:
        check?.recommendation && check.checkedAt
          ? {
              recommendation: check.recommendation,
              checkedAt: check.checkedAt.toISOString(),
              secretaryName: check.secretaryName ?? '',
            }
          : null,
      district: row.district ?? '',
      sport: row.sport ?? '',
      submittedAt: row.submittedAt?.toISOString() ?? null,
      uid: row.uid ?? '',
    })),
    ...cappedTotal(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
