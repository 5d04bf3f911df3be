import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type EntryFormRow, entries, entryDisciplines, entryForms } from '../../db/schema/competitions.js';
import type { DisciplineCounts } from './mapper.js';

/**
 * Places and waiting lists. Every change of who holds a place runs with the form's row locked
 * (`lockForm`), so two submissions, or a submission and a withdrawal, never count the same free place.
 */

/** An unpaid entry keeps its places this long, then is released (withdrawn) by the background job. */
export const ENTRY_PAYMENT_HOLD_MS = 48 * 60 * 60_000;

export async function lockForm(tx: DbOrTx, formId: string): Promise<EntryFormRow | undefined> {
  const [form] = await tx.select().from(entryForms).where(eq(entryForms.id, formId)).for('update');
  return form;
}

/**
 * A discipline row whose entry is not withdrawn. Asked as "no withdrawn entry" so PostgreSQL looks among
 * the few withdrawn entries (their own index) instead of joining every live entry.
 */
export const entryNotWithdrawn = () =>
  sql`not exists (select 1 from ${entries} e where e.id = ${entryDisciplines.entryId} and e.status = 'withdrawn')`;

/** Places held and waiting per discipline of each form, over entries not withdrawn (one query). */
export async function disciplineCountsOf(
  db: DbOrTx,
  formIds: string[],
): Promise<Map<string, DisciplineCounts>> {
  const byForm = new Map<string, DisciplineCounts>();
  if (formIds.length === 0) return byForm;
  const rows = await db
    .select({
      formId: entryDisciplines.formId,
      key: entryDisciplines.disciplineKey,
      status: entryDisciplines.status,
      count: sql<number>`count(*)::int`,
    })
    .from(entryDisciplines)
    .where(and(inArray(entryDisciplines.formId, formIds), entryNotWithdrawn()))
    .groupBy(entryDisciplines.formId, entryDisciplines.disciplineKey, entryDisciplines.status);
  for (const row of rows) {
    const counts = byForm.get(row.formId) ?? {};
    const count = counts[row.key] ?? { entered: 0, waitlisted: 0 };
    count[row.status] = Number(row.count);
    counts[row.key] = count;
    byForm.set(row.formId, counts);
  }
  return byForm;
}

/**
 * Places taken (entries not withdrawn, not waiting) in the disciplines of these forms that have a
 * capacity: the only ones whose count an athlete's view shows (places left) or decides by. Counting
 * only those keeps the athletes' list of forms from counting every entry of every form.
 */
export async function placesTakenInCappedOf(
  db: DbOrTx,
  forms: Pick<EntryFormRow, 'id' | 'disciplines'>[],
): Promise<Map<string, Record<string, number>>> {
  const byForm = new Map<string, Record<string, number>>();
  const capped = forms.flatMap((form) =>
    form.disciplines
      .filter((discipline) => discipline.capacity !== null)
      .map((discipline) => sql`(${form.id}::uuid, ${discipline.key}::text)`),
  );
  if (capped.length === 0) return byForm;
  const rows = await db
    .select({
      formId: entryDisciplines.formId,
      key: entryDisciplines.disciplineKey,
      count: sql<number>`count(*)::int`,
    })
    .from(entryDisciplines)
    .where(
      and(
        sql`(${entryDisciplines.formId}, ${entryDisciplines.disciplineKey}) in (${sql.join(capped, sql`, `)})`,
        eq(entryDisciplines.status, 'entered'),
        entryNotWithdrawn(),
      ),
    )
    .groupBy(entryDisciplines.formId, entryDisciplines.disciplineKey);
  for (const row of rows) {
    const taken = byForm.get(row.formId) ?? {};
    taken[row.key] = Number(row.count);
    byForm.set(row.formId, taken);
  }
  return byForm;
}

/** Places held and waiting per discipline of one form. */
export const disciplineCounts = async (db: DbOrTx, formId: string): Promise<DisciplineCounts> =>
  (await disciplineCountsOf(db, [formId])).get(formId) ?? {};

export const placesTaken = (counts: DisciplineCounts): Record<string, number> =>
  Object.fromEntries(Object.entries(counts).map(([key, count]) => [key, count.entered]));

export interface MovedUp {
  entryId: string;
  disciplineKey: string;
}

/**
 * Moves the first on each waiting list into the places free (after a withdrawal, a release, or a larger
 * capacity), in the order they joined the list. The caller holds the form's lock. A place granted is
 * charged now (its fee, and the late fee if it is the late entry's first place): the entry then waits
 * for that payment with a fresh hold, and keeps whatever it had already paid for.
 */
export async function fillFreePlaces(tx: DbOrTx, form: EntryFormRow, at: Date): Promise<MovedUp[]> {
  const counts = await disciplineCounts(tx, form.id);
  const moved: MovedUp[] = [];
  for (const discipline of form.disciplines) {
    const count = counts[discipline.key];
    if (!count || count.waitlisted === 0) continue;
    const free = discipline.capacity === null ? count.waitlisted : discipline.capacity - count.entered;
    if (free <= 0) continue;
    const next = await tx
      .select({ entryId: entryDisciplines.entryId })
      .from(entryDisciplines)
      .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
      .where(
        and(
          eq(entryDisciplines.formId, form.id),
          eq(entryDisciplines.disciplineKey, discipline.key),
          eq(entryDisciplines.status, 'waitlisted'),
          ne(entries.status, 'withdrawn'),
        ),
      )
      .orderBy(asc(entryDisciplines.queuedAt), asc(entryDisciplines.entryId))
      .limit(free);
    if (next.length === 0) continue;
    const ids = next.map((row) => row.entryId);
    const fee = discipline.feePaise ?? form.feePaise;
    await tx
      .update(entryDisciplines)
      .set({ status: 'entered', movedUpAt: at, settled: fee === 0 })
      .where(and(eq(entryDisciplines.disciplineKey, discipline.key), inArray(entryDisciplines.entryId, ids)));
    for (const entryId of ids) {
      await chargeGrantedPlace(tx, form, entryId, fee, at);
      moved.push({ entryId, disciplineKey: discipline.key });
    }
  }
  return moved;
}

/** Adds a granted place's fee to its entry; an entry with money now due waits for it with a fresh hold. */
async function chargeGrantedPlace(tx: DbOrTx, form: EntryFormRow, entryId: string, fee: number, at: Date) {
  const [entry] = await tx.select().from(entries).where(eq(entries.id, entryId));
  if (!entry) return;
  const held = await tx
    .select({ key: entryDisciplines.disciplineKey })
    .from(entryDisciplines)
    .where(and(eq(entryDisciplines.entryId, entryId), eq(entryDisciplines.status, 'entered')));
  // The late fee is paid once, with the entry's first place.
  const lateFee = entry.late && held.length === 1 ? form.lateFeePaise : 0;
  const amountPaise = entry.amountPaise + fee + lateFee;
  const due = amountPaise > entry.paidPaise;
  await tx
    .update(entries)
    .set({
      amountPaise,
      status: due ? 'pending_payment' : entry.status,
      holdUntil: due ? new Date(at.getTime() + ENTRY_PAYMENT_HOLD_MS) : entry.holdUntil,
      updatedAt: at,
    })
    .where(eq(entries.id, entryId));
}
