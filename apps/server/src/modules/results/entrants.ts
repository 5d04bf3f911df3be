import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryDisciplines } from '../../db/schema/competitions.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';

/**
 * The athletes a results file may name: entries not withdrawn, in the disciplines where they hold a
 * paid (or free) place, as on the start list. Matched by UID (users.uid) or bib (entries.bib).
 */
export interface Entrant {
  userId: string;
  uid: string;
  bib: string | null;
  name: string;
  district: string;
  /** Sport → class, from the registration. */
  classes: Record<string, string>;
  disciplines: string[];
}

export async function resultEntrants(db: DbOrTx, formId: string): Promise<Entrant[]> {
  const rows = await db
    .select({
      userId: entries.userId,
      uid: users.uid,
      bib: entries.bib,
      userName: users.name,
      page1: registrations.page1,
      page2: registrations.page2,
      district: registrations.district,
      discipline: entryDisciplines.disciplineKey,
    })
    .from(entryDisciplines)
    .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(registrations, eq(registrations.userId, entries.userId))
    .where(
      and(
        eq(entryDisciplines.formId, formId),
        eq(entryDisciplines.status, 'entered'),
        eq(entryDisciplines.settled, true),
        ne(entries.status, 'withdrawn'),
      ),
    )
    .orderBy(sql`${entries.bib}::int nulls last`, asc(users.name), asc(entryDisciplines.disciplineKey));
  const byUser = new Map<string, Entrant>();
  for (const row of rows) {
    // An athlete without a UID (not approved) cannot be named by a file.
    if (!row.uid) continue;
    const known = byUser.get(row.userId);
    if (known) {
      known.disciplines.push(row.discipline);
      continue;
    }
    byUser.set(row.userId, {
      userId: row.userId,
      uid: row.uid,
      bib: row.bib,
      name: row.page1?.fullName || row.userName,
      district: row.district ?? '',
      classes: Object.fromEntries(
        (row.page2?.sports ?? []).map((sport) => [sport.sport, sport.sportClass ?? '']),
      ),
      disciplines: [row.discipline],
    });
  }
  return [...byUser.values()];
}
