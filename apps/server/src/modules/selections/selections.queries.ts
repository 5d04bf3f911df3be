import type { StandardDiscipline } from '@para/contract';
import { desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entryForms } from '../../db/schema/competitions.js';
import { selectionStandards, selections } from '../../db/schema/selections.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../lib/errors.js';

/** The selection, or 404; `lock` holds its row to the end of the transaction (nominate, ratify, answer). */
export async function selectionById(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(selections).where(eq(selections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such selection.', 'SELECTION_NOT_FOUND');
  return row;
}

/**
 * Every discipline key the competitions' forms use, as the newest form describes it: standards are
 * written against these keys, and their kind of mark says how a standard is read.
 */
export async function knownDisciplines(db: DbOrTx): Promise<Map<string, StandardDiscipline>> {
  const forms = await db
    .select({ disciplines: entryForms.disciplines })
    .from(entryForms)
    .where(ne(entryForms.status, 'draft'))
    .orderBy(desc(entryForms.createdAt));
  const known = new Map<string, StandardDiscipline>();
  for (const form of forms)
    for (const discipline of form.disciplines)
      if (!known.has(discipline.key))
        known.set(discipline.key, {
          key: discipline.key,
          name: discipline.name,
          nameHi: discipline.nameHi,
          sport: discipline.sport,
          resultKind: discipline.resultKind ?? 'time',
        });
  return known;
}

export async function namesOf(db: DbOrTx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((value): value is string => value !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of the disciplines a selection has standards for, by key. */
export async function disciplineNames(db: DbOrTx, selectionId: string) {
  const rows = await db
    .select({
      key: selectionStandards.disciplineKey,
      name: selectionStandards.disciplineName,
      nameHi: selectionStandards.disciplineNameHi,
    })
    .from(selectionStandards)
    .where(eq(selectionStandards.selectionId, selectionId));
  return new Map(rows.map((row) => [row.key, { name: row.name, nameHi: row.nameHi }]));
}
