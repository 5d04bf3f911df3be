import {
  type Discipline,
  formatMark,
  formatWind,
  isFinalRound,
  type MyResult,
  type PublicDisciplineResults,
  placingHeat,
  type ResultStatus,
} from '@para/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { recordMarks } from '../../db/schema/records.js';
import { registrations } from '../../db/schema/registration.js';
import { results, resultVersions } from '../../db/schema/results.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { currentVersion } from './imports.js';

/** Published results as everyone sees them: the current version only, names from the registration. */

const STATUS_ORDER: Record<ResultStatus, number> = { DNF: 0, NM: 1, DQ: 2, DNS: 3 };

const resultColumns = {
  result: results,
  userName: users.name,
  page1: registrations.page1,
  page2: registrations.page2,
  district: registrations.district,
  recordStep: recordMarks.recordStep,
};

/** The result's part in the state records, when it set or equalled one (decision 27). */
const recordOfResult = () =>
  and(
    eq(recordMarks.formId, results.formId),
    eq(recordMarks.row, results.row),
    eq(recordMarks.version, results.version),
  );

type Joined = {
  result: typeof results.$inferSelect;
  userName: string | null;
  page1: { fullName?: string } | null;
  page2: { sports?: { sport: string; sportClass?: string | null }[] } | null;
  district: string | null;
  recordStep: 'set' | 'equalled' | null;
};

function publicResult(item: Joined, discipline: Discipline | undefined) {
  const { result } = item;
  return {
    place: result.place,
    uid: result.uid,
    name: item.page1?.fullName || item.userName || '',
    sportClass: item.page2?.sports?.find((sport) => sport.sport === discipline?.sport)?.sportClass ?? '',
    district: item.district ?? '',
    mark: result.markValue !== null && discipline ? formatMark(discipline.resultKind, result.markValue) : '',
    status: result.status,
    wind: result.wind === null ? null : formatWind(result.wind),
    round: result.round,
    heat: result.heat,
    remarks: result.remarks,
    record: item.recordStep,
  };
}

/**
 * Rounds and heats in the order the file first gave them; in each, places, then DNF, NM, DQ, DNS. A
 * final run in several heats is one group, in the order of its places across the heats.
 */
function placeOrder(rows: Joined[]): Joined[] {
  const firstRow = new Map<string, number>();
  const group = (row: Joined) =>
    `${row.result.round ?? ''}\u0000${placingHeat(row.result.round, row.result.heat) ?? ''}`;
  for (const row of [...rows].sort((a, b) => a.result.row - b.result.row)) {
    if (!firstRow.has(group(row))) firstRow.set(group(row), row.result.row);
  }
  const rank = (row: Joined) =>
    row.result.place ?? 1_000_000 + (row.result.status ? STATUS_ORDER[row.result.status] : 4);
  return [...rows].sort(
    (a, b) =>
      (firstRow.get(group(a)) ?? 0) - (firstRow.get(group(b)) ?? 0) ||
      rank(a) - rank(b) ||
      a.result.row - b.result.row,
  );
}

async function currentRows(db: DbOrTx, formId: string) {
  const [form] = await db.select().from(entryForms).where(eq(entryForms.id, formId));
  if (!form || form.status === 'draft') throw notFound('No such competition.', 'FORM_NOT_FOUND');
  const version = await currentVersion(db, formId);
  if (!version) return { form, version, rows: [] as Joined[] };
  const rows = (await db
    .select(resultColumns)
    .from(results)
    .leftJoin(users, eq(users.id, results.userId))
    .leftJoin(registrations, eq(registrations.userId, results.userId))
    .leftJoin(recordMarks, recordOfResult())
    .where(and(eq(results.formId, formId), eq(results.version, version.version)))) as Joined[];
  return { form, version, rows };
}

export async function publicResults(ctx: AppContext, formId: string): Promise<PublicDisciplineResults[]> {
  const { form, version, rows } = await currentRows(ctx.db, formId);
  if (!version) return [];
  const byDiscipline = new Map<string, Joined[]>();
  for (const row of rows) {
    const list = byDiscipline.get(row.result.disciplineKey);
    if (list) list.push(row);
    else byDiscipline.set(row.result.disciplineKey, [row]);
  }
  const correctedAt = version.version > 1 ? version.publishedAt.toISOString() : null;
  return form.disciplines
    .filter((discipline) => byDiscipline.has(discipline.key))
    .map((discipline) => ({
      discipline: discipline.key,
      name: discipline.name,
      nameHi: discipline.nameHi ?? '',
      kind: discipline.resultKind,
      version: version.version,
      correctedAt,
      results: placeOrder(byDiscipline.get(discipline.key) ?? []).map((row) => publicResult(row, discipline)),
    }));
}

export async function medalTable(ctx: AppContext, formId: string) {
  const { rows } = await currentRows(ctx.db, formId);
  const table = new Map<string, { district: string; gold: number; silver: number; bronze: number }>();
  for (const row of rows) {
    const { place, round } = row.result;
    if (place === null || place > 3 || !isFinalRound(round)) continue;
    const district = row.district ?? '';
    const line = table.get(district) ?? { district, gold: 0, silver: 0, bronze: 0 };
    if (place === 1) line.gold += 1;
    else if (place === 2) line.silver += 1;
    else line.bronze += 1;
    table.set(district, line);
  }
  return [...table.values()]
    .map((line) => ({ ...line, total: line.gold + line.silver + line.bronze }))
    .sort(
      (a, b) =>
        b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.district.localeCompare(b.district),
    );
}

/** The athlete's results in the versions published now, newest competition first. */
export async function myResults(ctx: AppContext, userId: string): Promise<MyResult[]> {
  const rows = await ctx.db
    .select({
      ...resultColumns,
      form: entryForms,
      eventTitle: publicEvents.title,
      startDate: publicEvents.startDate,
      publishedAt: resultVersions.publishedAt,
    })
    .from(results)
    .innerJoin(
      resultVersions,
      and(eq(resultVersions.formId, results.formId), eq(resultVersions.version, results.version)),
    )
    .innerJoin(entryForms, eq(entryForms.id, results.formId))
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .leftJoin(users, eq(users.id, results.userId))
    .leftJoin(registrations, eq(registrations.userId, results.userId))
    .leftJoin(recordMarks, recordOfResult())
    .where(
      and(
        eq(results.userId, userId),
        sql`${results.version} = (select max(v.version) from ${resultVersions} v where v.form_id = ${results.formId})`,
      ),
    )
    .orderBy(desc(publicEvents.startDate), results.formId, results.row);
  return rows.flatMap((row) => {
    const discipline = row.form.disciplines.find((item) => item.key === row.result.disciplineKey);
    if (!discipline) return [];
    return [
      {
        ...publicResult(row as Joined, discipline),
        formId: row.form.id,
        formTitle: row.form.title,
        formTitleHi: row.form.titleHi,
        eventTitle: row.eventTitle,
        startDate: row.startDate,
        discipline: discipline.key,
        disciplineName: discipline.name,
        disciplineNameHi: discipline.nameHi ?? '',
        kind: discipline.resultKind,
        markValue: row.result.markValue,
        version: row.result.version,
        correctedAt: row.result.version > 1 ? row.publishedAt.toISOString() : null,
      },
    ];
  });
}
