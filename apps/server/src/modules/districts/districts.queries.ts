import type { districtAthletesQuery } from '@para/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema/competitions.js';
import { districts, registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { searchPage, searchTerm, userMatches } from '../../lib/search-text.js';

export const secretaryColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  districts: users.secretaryDistricts,
};

export function listSecretaries(db: DbOrTx) {
  return db
    .select(secretaryColumns)
    .from(users)
    .where(sql`cardinality(${users.secretaryDistricts}) > 0`)
    .orderBy(asc(users.name), asc(users.id));
}

/** The names on the districts list (retired ones too: a secretary may still be finishing their work). */
export async function knownDistricts(db: DbOrTx, names: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ name: districts.name })
    .from(districts)
    .where(inArray(districts.name, names));
  return new Set(rows.map((row) => row.name));
}

/** An athlete as the secretary's list and its exports show them. */
const athleteColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  uid: users.uid,
  paid: users.registrationPaymentCompleted,
  district: registrations.district,
  status: registrations.status,
  sport: registrations.primarySport,
  updatedAt: registrations.updatedAt,
};

function toAthlete<
  Row extends { uid: string | null; district: string | null; sport: string | null; updatedAt: Date },
>(row: Row) {
  return {
    ...row,
    uid: row.uid ?? '',
    district: row.district ?? '',
    sport: row.sport ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

type AthleteFilters = Pick<z.output<typeof districtAthletesQuery>, 'district' | 'status' | 'search'>;

/**
 * Athletes whose registration names one of `scope`'s districts, narrowed by the filters. A district
 * asked for outside the scope matches nothing rather than widening it.
 */
function athleteFilter(scope: string[], query: AthleteFilters) {
  const wanted = query.district ? scope.filter((name) => name === query.district) : scope;
  const conditions: SQL[] = [inArray(registrations.district, wanted.length ? wanted : [''])];
  if (query.status) conditions.push(eq(registrations.status, query.status));
  const term = searchTerm(query.search);
  if (term) conditions.push(userMatches(users, term));
  return { where: and(...conditions), term };
}

/** A page of the athletes of `scope`'s districts, newest change first. */
export async function athletesOfDistricts(
  db: DbOrTx,
  scope: string[],
  query: z.output<typeof districtAthletesQuery>,
) {
  const { where, term } = athleteFilter(scope, query);
  const offset = boundedOffset(query.page, query.pageSize);
  const order = [desc(registrations.updatedAt), asc(users.id)] as const;
  const rowsWhere = (condition: SQL | undefined) =>
    db
      .select(athleteColumns)
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(condition)
      .orderBy(...order);

  let rows: Awaited<ReturnType<typeof rowsWhere>>;
  let total: number | undefined;
  if (term) {
    const found = await searchPage(
      db,
      sql`select ${registrations.userId} as "id", ${registrations.updatedAt} as "at"
        from ${registrations} inner join ${users} on ${users.id} = ${registrations.userId} where ${where}`,
      sql`"at" desc, "id" asc`,
      { limit: query.pageSize, offset },
    );
    total = found.total;
    rows = found.ids
      ? found.ids.length
        ? await rowsWhere(inArray(registrations.userId, found.ids))
        : []
      : await rowsWhere(where).limit(query.pageSize).offset(offset);
  } else {
    [rows, total] = await Promise.all([
      rowsWhere(where).limit(query.pageSize).offset(offset),
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
    items: rows.map(toAthlete),
    ...cappedTotal(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every athlete the filters match (no paging), for the exports; at most `limit`. */
export async function allAthletesOfDistricts(
  db: DbOrTx,
  scope: string[],
  query: AthleteFilters,
  limit: number,
) {
  const rows = await db
    .select(athleteColumns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(athleteFilter(scope, query).where)
    .orderBy(asc(registrations.district), asc(users.name), asc(users.id))
    .limit(limit);
  return rows.map(toAthlete);
}

/** The district of an athlete's registration when it is one of `scope`'s, else null. */
export async function districtOfAthlete(db: DbOrTx, scope: string[], userId: string) {
  const [row] = await db
    .select({ district: registrations.district })
    .from(registrations)
    .where(
      and(eq(registrations.userId, userId), inArray(registrations.district, scope.length ? scope : [''])),
    );
  return row?.district ?? null;
}

/** Registrations by status and confirmed entries, per district of `scope`. */
export async function countsOfDistricts(db: DbOrTx, scope: string[]) {
  const inScope = inArray(registrations.district, scope.length ? scope : ['']);
  const [byStatus, entryCounts] = await Promise.all([
    db
      .select({
        district: registrations.district,
        status: registrations.status,
        paid: users.registrationPaymentCompleted,
        count: sql<number>`count(*)::int`,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(inScope)
      .groupBy(registrations.district, registrations.status, users.registrationPaymentCompleted),
    db
      .select({ district: registrations.district, count: sql<number>`count(*)::int` })
      .from(entries)
      .innerJoin(registrations, eq(registrations.userId, entries.userId))
      .where(and(inScope, eq(entries.status, 'confirmed')))
      .groupBy(registrations.district),
  ]);
  return { byStatus, entryCounts };
}
