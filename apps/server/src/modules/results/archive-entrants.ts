import { readHeader } from '@para/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { EntryFormRow } from '../../db/schema/competitions.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { type Entrant, resultEntrants } from './entrants.js';

/**
 * Whom a results file may name. A competition that took entries: its entrants (entrants.ts). A past
 * competition added for its results alone (`archive`, decision 32): the approved athletes whose UIDs
 * the file gives, each in every discipline, so rows are matched by UID alone and never by name or bib.
 */

/** The UIDs a file's `uid` column gives (as written and upper-case: UIDs are compared without case). */
export function uidsInTable(table: readonly (readonly string[])[]): string[] {
  const header = readHeader(table[0] ?? []);
  const column = header.ok ? header.columns.uid : undefined;
  if (column === undefined) return [];
  const uids = new Set<string>();
  for (const cells of table.slice(1)) {
    const uid = (cells[column] ?? '').trim();
    if (uid) uids.add(uid).add(uid.toUpperCase());
  }
  return [...uids];
}

/** Lookups of this many UIDs at a time (one parameter each). */
const UID_BATCH = 5000;

export async function approvedAthletes(
  db: DbOrTx,
  uids: readonly string[],
  disciplineKeys: readonly string[],
): Promise<Entrant[]> {
  const found: Entrant[] = [];
  for (let start = 0; start < uids.length; start += UID_BATCH) {
    const rows = await db
      .select({
        userId: users.id,
        uid: users.uid,
        userName: users.name,
        page1: registrations.page1,
        page2: registrations.page2,
        district: registrations.district,
      })
      .from(users)
      .innerJoin(registrations, eq(registrations.userId, users.id))
      .where(
        and(inArray(users.uid, uids.slice(start, start + UID_BATCH)), eq(registrations.status, 'approved')),
      );
    for (const row of rows) {
      if (!row.uid) continue;
      found.push({
        userId: row.userId,
        uid: row.uid,
        bib: null,
        name: row.page1?.fullName || row.userName,
        district: row.district ?? '',
        classes: Object.fromEntries(
          (row.page2?.sports ?? []).map((sport) => [sport.sport, sport.sportClass ?? '']),
        ),
        disciplines: [...disciplineKeys],
      });
    }
  }
  return found;
}

/** The form's entrants, or for a past competition added for its results, the approved athletes named. */
export async function formEntrants(
  db: DbOrTx,
  form: Pick<EntryFormRow, 'id' | 'archive' | 'disciplines'>,
  uids: readonly string[],
): Promise<Entrant[]> {
  if (!form.archive) return resultEntrants(db, form.id);
  return approvedAthletes(
    db,
    uids,
    form.disciplines.map((discipline) => discipline.key),
  );
}
