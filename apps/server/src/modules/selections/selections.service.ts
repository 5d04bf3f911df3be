import {
  type CreateSelectionBody,
  checkStandards,
  type createSelectionBody,
  type ExternalMarkBody,
  isWindMeasured,
  type PutStandardsBody,
  parseMark,
  parseWind,
  type SelectionDetail,
  type SelectionSummary,
  type StandardsPreview,
  standardsFromTable,
} from '@para/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import {
  type SelectionRow,
  selectionExternalMarks,
  selectionInvitations,
  selectionNominations,
  selectionStandards,
  selections,
} from '../../db/schema/selections.js';
import { users } from '../../db/schema/users.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, conflict, fieldError } from '../../lib/errors.js';
import { readUploadedFile } from '../../lib/uploads.js';
import { readTable } from '../results/read-table.js';
import { knownDisciplines, namesOf, selectionById } from './selections.queries.js';

/** A standards file is a small table: a few hundred rows. */
const MAX_STANDARDS_FILE_BYTES = 2 * 1024 * 1024;

export async function createSelection(
  ctx: AppContext,
  adminId: string,
  body: z.output<typeof createSelectionBody>,
): Promise<SelectionDetail> {
  const row = await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'selection.create', targetType: 'selection', at: ctx.clock.now() },
    async (tx) => {
      const [created] = await tx
        .insert(selections)
        .values({
          name: body.name,
          championshipName: body.championship.name,
          venue: body.championship.venue,
          startDate: body.championship.startDate,
          endDate: body.championship.endDate,
          entryDeadline: body.entryDeadline,
          windowStart: body.windowStart,
          windowEnd: body.windowEnd,
          places: body.places,
          placesMale: body.placesByGender.male,
          placesFemale: body.placesByGender.female,
          minimumAge: body.minimumAge,
          ageOn: body.ageOn,
          replyDays: body.replyDays,
          createdBy: adminId,
          createdAt: ctx.clock.now(),
        })
        .returning();
      if (!created) throw new Error('selection not stored');
      return { result: created, targetId: created.id, changes: { name: body.name } };
    },
  );
  return selectionDetail(ctx.db, row, adminId);
}

export type { CreateSelectionBody };

export async function listSelections(ctx: AppContext): Promise<{ items: SelectionSummary[] }> {
  const rows = await ctx.db
    .select()
    .from(selections)
    .orderBy(desc(selections.startDate), desc(selections.createdAt));
  const counted = async (table: typeof selectionStandards | typeof selectionNominations) =>
    new Map(
      (await ctx.db.select({ id: table.selectionId, n: count() }).from(table).groupBy(table.selectionId)).map(
        (row) => [row.id, row.n],
      ),
    );
  const standards = await counted(selectionStandards);
  const nominated = new Map(
    (
      await ctx.db
        .select({
          id: selectionNominations.selectionId,
          n: sql<number>`count(distinct ${selectionNominations.userId})::int`,
        })
        .from(selectionNominations)
        .groupBy(selectionNominations.selectionId)
    ).map((row) => [row.id, row.n]),
  );
  const accepted = new Map(
    (
      await ctx.db
        .select({ id: selectionInvitations.selectionId, n: count() })
        .from(selectionInvitations)
        .where(eq(selectionInvitations.status, 'accepted'))
        .groupBy(selectionInvitations.selectionId)
    ).map((row) => [row.id, row.n]),
  );
  return {
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      championship: championshipOf(row),
      status: row.status,
      places: row.places,
      standards: standards.get(row.id) ?? 0,
      nominated: nominated.get(row.id) ?? 0,
      accepted: accepted.get(row.id) ?? 0,
    })),
  };
}

export const championshipOf = (row: SelectionRow) => ({
  name: row.championshipName,
  venue: row.venue,
  startDate: row.startDate,
  endDate: row.endDate,
});

export async function selectionDetail(
  db: DbOrTx,
  row: SelectionRow,
  readerId: string,
): Promise<SelectionDetail> {
  const standards = await db
    .select()
    .from(selectionStandards)
    .where(eq(selectionStandards.selectionId, row.id))
    .orderBy(asc(selectionStandards.row));
  const nominations = await db
    .select({
      nomination: selectionNominations,
      uid: users.uid,
      name: users.name,
      gender: sql<
        string | null
      >`(select r.page1->>'gender' from registrations r where r.user_id = ${selectionNominations.userId})`,
    })
    .from(selectionNominations)
    .innerJoin(users, eq(users.id, selectionNominations.userId))
    .where(eq(selectionNominations.selectionId, row.id))
    .orderBy(asc(selectionNominations.createdAt), asc(users.name));
  const invitations = new Map(
    (await db.select().from(selectionInvitations).where(eq(selectionInvitations.selectionId, row.id))).map(
      (invitation) => [invitation.userId, invitation],
    ),
  );
  const names = await namesOf(db, [row.nominatedBy, row.ratifiedBy]);
  const person = (id: string | null) => (id ? { _id: id, name: names.get(id) ?? '' } : null);
  const disciplineNames = new Map(
    standards.map((standard) => [standard.disciplineKey, standard.disciplineName]),
  );
  return {
    _id: row.id,
    name: row.name,
    championship: championshipOf(row),
    entryDeadline: row.entryDeadline,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    places: row.places,
    placesByGender: { male: row.placesMale, female: row.placesFemale },
    minimumAge: row.minimumAge,
    ageOn: row.ageOn,
    replyDays: row.replyDays,
    status: row.status,
    nominatedBy: person(row.nominatedBy),
    nominatedAt: row.nominatedAt?.toISOString() ?? null,
    ratifiedBy: person(row.ratifiedBy),
    ratifiedAt: row.ratifiedAt?.toISOString() ?? null,
    returnedReason: row.returnedReason,
    youNominated: row.nominatedBy === readerId,
    standards: standards.map((standard) => ({
      discipline: standard.disciplineKey,
      disciplineName: standard.disciplineName,
      disciplineNameHi: standard.disciplineNameHi,
      sportClass: standard.sportClass,
      gender: standard.gender,
      kind: standard.kind,
      mark: formatStandard(standard),
    })),
    nominations: nominations.map(({ nomination, uid, name, gender }) => {
      const invitation = invitations.get(nomination.userId);
      return {
        uid: uid ?? '',
        name,
        gender: gender ?? '',
        discipline: nomination.disciplineKey,
        disciplineName: disciplineNames.get(nomination.disciplineKey) ?? nomination.disciplineKey,
        reason: nomination.reason,
        rolledDownFrom: nomination.rolledDownFrom,
        invitation: invitation?.status ?? null,
        respondBy: invitation?.respondBy.toISOString() ?? null,
      };
    }),
  };
}

import { formatMark } from '@para/contract';

const formatStandard = (standard: typeof selectionStandards.$inferSelect) =>
  formatMark(standard.kind, standard.markValue);

/** Standards may change until the nomination is ratified: after that the team is chosen by them. */
function refuseWhenRatified(row: SelectionRow) {
  if (row.status === 'ratified')
    throw conflict(
      'The nomination is ratified; the standards can no longer change.',
      null,
      'SELECTION_NOT_EDITABLE',
    );
}

/**
 * Replaces the standards. Each row is read as the results are (the discipline's kind of mark); a row at
 * fault refuses the whole table, naming the row and field (`standards.<index>.<field>`), and nothing changes.
 */
export async function putStandards(
  ctx: AppContext,
  adminId: string,
  id: string,
  body: PutStandardsBody,
): Promise<SelectionDetail> {
  const disciplines = await knownDisciplines(ctx.db);
  const check = checkStandards(body.standards, disciplines);
  if (check.errors.length > 0) {
    const fields = Object.fromEntries(
      check.errors.map((issue) => [
        `standards.${issue.row - 2}.${issue.field ?? 'discipline'}`,
        issue.message,
      ]),
    );
    throw badRequest(
      check.errors.length === 1
        ? (check.errors[0]?.message ?? 'A standard is not right.')
        : `${check.errors.length} standards need correcting: ${check.errors[0]?.message}`,
      { fields, errors: check.errors.map(({ row, code, message }) => ({ row, code, message })) },
      'STANDARDS_INVALID',
    );
  }
  const row = await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'selection.standards', targetType: 'selection', at: ctx.clock.now() },
    async (tx) => {
      const selection = await selectionById(tx, id, true);
      refuseWhenRatified(selection);
      await tx.delete(selectionStandards).where(eq(selectionStandards.selectionId, id));
      if (check.standards.length > 0)
        await tx.insert(selectionStandards).values(
          check.standards.map((standard) => {
            const discipline = disciplines.get(standard.discipline);
            return {
              selectionId: id,
              disciplineKey: standard.discipline,
              sportClass: standard.sportClass,
              gender: standard.gender,
              sport: discipline?.sport ?? '',
              disciplineName: discipline?.name ?? standard.discipline,
              disciplineNameHi: discipline?.nameHi ?? '',
              kind: standard.kind as 'time' | 'distance' | 'height' | 'points',
              markValue: standard.markValue,
              row: standard.row,
            };
          }),
        );
      return { result: selection, targetId: id, changes: { standards: check.standards.length } };
    },
  );
  return selectionDetail(ctx.db, row, adminId);
}

/** A standards file read and checked as the PUT would check it; nothing is kept. */
export async function previewStandards(
  ctx: AppContext,
  id: string,
  request: FastifyRequest,
): Promise<StandardsPreview> {
  await selectionById(ctx.db, id);
  if (!request.isMultipart())
    throw new AppError(415, 'Send the file as multipart/form-data.', null, 'NOT_MULTIPART');
  const part = await request.file({ limits: { fileSize: MAX_STANDARDS_FILE_BYTES, files: 1, fields: 2 } });
  if (!part)
    throw badRequest(
      'No file was received. Please choose a standards file.',
      { fields: { file: 'Choose a file.' } },
      'FILE_MISSING',
    );
  const bytes = await readUploadedFile(part, MAX_STANDARDS_FILE_BYTES);
  const table = await readTable(bytes);
  const read = standardsFromTable(table.rows);
  const disciplines = await knownDisciplines(ctx.db);
  const check =
    read.errors.length > 0 ? { standards: [], errors: read.errors } : checkStandards(read.rows, disciplines);
  return {
    format: table.format,
    standards: read.rows,
    checked: check.standards.map((standard) => {
      const discipline = disciplines.get(standard.discipline);
      return {
        row: standard.row,
        discipline: standard.discipline,
        disciplineName: discipline?.name ?? standard.discipline,
        disciplineNameHi: discipline?.nameHi ?? '',
        sportClass: standard.sportClass,
        gender: standard.gender,
        kind: standard.kind,
        mark: standard.mark,
      };
    }),
    errors: check.errors,
  };
}

/**
 * A mark from a competition outside the state: the athlete must be registered (by UID), the discipline
 * have a standard, the mark read as its kind, the day fall in the window and the wind be given where it
 * is measured (a mark without it is kept but does not count, as with the state's results).
 */
export async function addExternalMark(ctx: AppContext, adminId: string, id: string, body: ExternalMarkBody) {
  const selection = await selectionById(ctx.db, id);
  refuseWhenRatified(selection);
  const [standard] = await ctx.db
    .select()
    .from(selectionStandards)
    .where(and(eq(selectionStandards.selectionId, id), eq(selectionStandards.disciplineKey, body.discipline)))
    .limit(1);
  if (!standard) throw fieldError('discipline', 'This discipline has no standard in the selection.');
  const mark = parseMark(standard.kind, body.mark.trim());
  if (!mark.ok) throw fieldError('mark', mark.reason);
  let wind: number | null = null;
  if (body.wind?.trim()) {
    const parsed = parseWind(body.wind.trim());
    if (!parsed.ok) throw fieldError('wind', parsed.reason);
    wind = parsed.value;
  }
  if (body.date < selection.windowStart || body.date > selection.windowEnd)
    throw fieldError('date', 'The competition must fall in the qualification window.');
  const [athlete] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.uid, body.uid.trim().toUpperCase()));
  if (!athlete) throw fieldError('uid', 'No athlete has this UID.', 'TEAM_ATHLETE_UNKNOWN');
  const windMeasured = isWindMeasured({
    key: standard.disciplineKey,
    name: standard.disciplineName,
    sport: standard.sport,
    resultKind: standard.kind,
  });
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'selection.external_mark', targetType: 'selection', at: ctx.clock.now() },
    async (tx) => {
      await tx.insert(selectionExternalMarks).values({
        selectionId: id,
        userId: athlete.id,
        disciplineKey: standard.disciplineKey,
        markValue: mark.value,
        wind,
        competition: body.competition,
        competitionDate: body.date,
        round: body.round ?? null,
        proof: body.proof,
        createdBy: adminId,
        createdAt: ctx.clock.now(),
      });
      return {
        result: null,
        targetId: id,
        changes: {
          uid: body.uid,
          discipline: body.discipline,
          mark: body.mark,
          competition: body.competition,
          windMeasured,
        },
      };
    },
  );
}
