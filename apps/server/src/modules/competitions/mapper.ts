import type { AdminEntryForm, Entry, EntryForm, EntryFormBody } from '@para/contract';
import type { EntryDisciplineRow, EntryFormRow, EntryRow } from '../../db/schema/competitions.js';

/** Rows of the competitions' tables as the contract shapes them. */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The definition a form row holds, as written (what each version keeps). */
export const formDefinition = (row: EntryFormRow): EntryFormBody => ({
  title: row.title,
  titleHi: row.titleHi,
  eventId: row.eventId,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  lateUntil: iso(row.lateUntil),
  lateFeePaise: row.lateFeePaise,
  withdrawUntil: iso(row.withdrawUntil),
  feePaise: row.feePaise,
  maxDisciplines: row.maxDisciplines,
  allowUnclassified: row.allowUnclassified,
  status: row.status,
  disciplines: row.disciplines,
  fields: row.fields,
});

/** The columns a definition sets. */
export const definitionColumns = (definition: EntryFormBody) => ({
  title: definition.title,
  titleHi: definition.titleHi,
  eventId: definition.eventId,
  opensAt: new Date(definition.opensAt),
  closesAt: new Date(definition.closesAt),
  lateUntil: definition.lateUntil ? new Date(definition.lateUntil) : null,
  lateFeePaise: definition.lateFeePaise,
  withdrawUntil: definition.withdrawUntil ? new Date(definition.withdrawUntil) : null,
  feePaise: definition.feePaise,
  maxDisciplines: definition.maxDisciplines,
  allowUnclassified: definition.allowUnclassified,
  status: definition.status,
  disciplines: definition.disciplines,
  fields: definition.fields,
});

export const toEntryForm = (row: EntryFormRow): EntryForm => ({
  ...formDefinition(row),
  _id: row.id,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type DisciplineCounts = Record<string, { entered: number; waitlisted: number }>;

export const toAdminEntryForm = (row: EntryFormRow, counts: DisciplineCounts): AdminEntryForm => ({
  ...toEntryForm(row),
  counts: row.disciplines.map((item) => ({
    key: item.key,
    entered: counts[item.key]?.entered ?? 0,
    waitlisted: counts[item.key]?.waitlisted ?? 0,
  })),
  hasEntries: Object.values(counts).some((count) => count.entered + count.waitlisted > 0),
});

/** An entry with its disciplines, in the order the form lists them (then any the form no longer has). */
export function toEntry(
  row: EntryRow,
  disciplines: Pick<EntryDisciplineRow, 'entryId' | 'disciplineKey' | 'status'>[],
  order: string[] = [],
): Entry {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return {
    _id: row.id,
    formId: row.formId,
    formVersion: row.formVersion,
    userId: row.userId,
    status: row.status,
    amountPaise: row.amountPaise,
    paidPaise: row.paidPaise,
    late: row.late,
    disciplines: disciplines
      .filter((item) => item.entryId === row.id)
      .sort(
        (a, b) =>
          rank(a.disciplineKey) - rank(b.disciplineKey) || a.disciplineKey.localeCompare(b.disciplineKey),
      )
      .map((item) => ({ key: item.disciplineKey, status: item.status })),
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: iso(row.paidAt),
    withdrawnAt: iso(row.withdrawnAt),
  };
}
