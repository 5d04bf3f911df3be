import type { NominationBody, SelectionDetail } from '@para/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type SelectionRow,
  selectionInvitations,
  selectionNominations,
  selections,
} from '../../db/schema/selections.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, conflict, forbidden } from '../../lib/errors.js';
import { type InvitationFacts, sendInvitationNotice } from './notice.js';
import { disciplineNames, selectionById } from './selections.queries.js';
import { selectionDetail } from './selections.service.js';
import { type ComputedGroup, computeShortlist } from './shortlist.js';

/**
 * Nomination and ratification (decision 40). Selectors nominate from the shortlist; a choice out of
 * ranking order (or of a mark short of the standard) carries a reason; the places are never exceeded.
 * Another administrator ratifies, which invites the athletes; the one who nominated cannot.
 */

const DAY_MS = 86_400_000;

const refusal = (status: number, message: string, field: string, code: AppError['code'], extra = {}) =>
  new AppError(status, message, { fields: { [field]: message }, ...extra }, code);

/** Athletes counted against the places: each once, however many events they are in. */
export interface PlaceCount {
  total: number;
  male: number;
  female: number;
}

export function refuseOverPlaces(
  selection: SelectionRow,
  athletes: Map<string, 'male' | 'female' | null>,
  field: string,
) {
  const counted: PlaceCount = { total: athletes.size, male: 0, female: 0 };
  for (const gender of athletes.values()) if (gender) counted[gender] += 1;
  if (counted.total > selection.places)
    throw refusal(
      409,
      `The team has ${selection.places} places; ${counted.total} athletes are too many.`,
      field,
      'PLACES_EXCEEDED',
      {
        places: selection.places,
        gender: null,
      },
    );
  for (const gender of ['male', 'female'] as const) {
    const limit = gender === 'male' ? selection.placesMale : selection.placesFemale;
    if (limit !== null && counted[gender] > limit)
      throw refusal(
        409,
        `The team has ${limit} places for ${gender === 'male' ? 'men' : 'women'}; ${counted[gender]} are too many.`,
        field,
        'PLACES_EXCEEDED',
        {
          places: limit,
          gender,
        },
      );
  }
}

export async function nominate(
  ctx: AppContext,
  adminId: string,
  id: string,
  body: NominationBody,
): Promise<SelectionDetail> {
  const row = await ctx.db.transaction(async (tx) => {
    const selection = await selectionById(tx, id, true);
    if (selection.status === 'ratified')
      throw conflict('The nomination is already ratified.', null, 'ALREADY_RATIFIED');
    const groups = await computeShortlist(tx, selection);
    const chosen = checkNomination(groups, body);
    refuseOverPlaces(selection, new Map(chosen.map((item) => [item.userId, item.gender])), 'athletes');
    const now = ctx.clock.now();
    await tx.delete(selectionNominations).where(eq(selectionNominations.selectionId, id));
    await tx.insert(selectionNominations).values(
      chosen.map((item) => ({
        selectionId: id,
        userId: item.userId,
        disciplineKey: item.discipline,
        reason: item.reason,
        createdAt: now,
      })),
    );
    const [updated] = await tx
      .update(selections)
      .set({ status: 'nominated', nominatedBy: adminId, nominatedAt: now, returnedReason: null })
      .where(eq(selections.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'selection.nominate',
      targetType: 'selection',
      targetId: id,
      changes: {
        athletes: chosen.map((item) => ({ uid: item.uid, discipline: item.discipline, reason: item.reason })),
      },
      at: now,
    });
    return updated as SelectionRow;
  });
  return selectionDetail(ctx.db, row, adminId);
}

interface Chosen {
  userId: string;
  uid: string;
  gender: 'male' | 'female' | null;
  discipline: string;
  reason: string | null;
}

/**
 * Each line must name an athlete on the shortlist of that discipline (not one shown apart). A reason is
 * needed when the mark does not meet the standard, or when an athlete ranked above who meets it is
 * left out of that discipline.
 */
export function checkNomination(groups: ComputedGroup[], body: NominationBody): Chosen[] {
  const wanted = new Set(body.athletes.map((item) => `${item.uid.trim().toUpperCase()}|${item.discipline}`));
  const seen = new Set<string>();
  return body.athletes.flatMap((item, index) => {
    const uid = item.uid.trim().toUpperCase();
    const key = `${uid}|${item.discipline}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const found = groups
      .filter((group) => group.standard.disciplineKey === item.discipline)
      .map((group) => ({ group, line: group.lines.find((line) => line.uid.toUpperCase() === uid) }))
      .find((match) => match.line);
    if (!found?.line)
      throw refusal(
        409,
        `${item.uid} is not on the shortlist of ${item.discipline}.`,
        `athletes.${index}.uid`,
        'NOT_ON_SHORTLIST',
      );
    const { group, line } = found;
    const passedOver = group.lines.some(
      (other) =>
        other.meetsStandard &&
        other.rank !== null &&
        line.rank !== null &&
        other.rank < line.rank &&
        !wanted.has(`${other.uid.toUpperCase()}|${item.discipline}`),
    );
    const needsReason =
      !line.meetsStandard ||
      passedOver ||
      (line.rank === null &&
        group.lines.some(
          (other) => other.meetsStandard && !wanted.has(`${other.uid.toUpperCase()}|${item.discipline}`),
        ));
    const reason = item.reason?.trim() || null;
    if (needsReason && !reason)
      throw refusal(
        400,
        line.meetsStandard
          ? `${line.name} is chosen ahead of an athlete ranked higher in ${item.discipline}: give the reason.`
          : `${line.name}'s mark does not meet the standard in ${item.discipline}: give the reason.`,
        `athletes.${index}.reason`,
        'NOMINATION_REASON_REQUIRED',
      );
    return [{ userId: line.userId, uid: line.uid, gender: line.gender, discipline: item.discipline, reason }];
  });
}

export async function ratify(ctx: AppContext, adminId: string, id: string): Promise<SelectionDetail> {
  const notices: InvitationFacts[] = [];
  const row = await ctx.db.transaction(async (tx) => {
    const selection = await selectionById(tx, id, true);
    if (selection.status === 'ratified')
      throw conflict('The nomination is already ratified.', null, 'ALREADY_RATIFIED');
    if (selection.status !== 'nominated')
      throw conflict('There is no nomination to ratify.', null, 'NOMINATION_MISSING');
    if (selection.nominatedBy === adminId)
      throw forbidden(
        'The administrator who nominated cannot ratify the same nomination.',
        null,
        'OWN_NOMINATION',
      );
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(selections)
      .set({ status: 'ratified', ratifiedBy: adminId, ratifiedAt: now })
      .where(eq(selections.id, id))
      .returning();
    const invited = await inviteNominated(tx, updated as SelectionRow, now);
    notices.push(...invited);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'selection.ratify',
      targetType: 'selection',
      targetId: id,
      changes: { invited: invited.length },
      at: now,
    });
    return updated as SelectionRow;
  });
  for (const notice of notices) await sendInvitationNotice(ctx, ctx.db, notice);
  return selectionDetail(ctx.db, row, adminId);
}

/** An invitation for each nominated athlete (once per athlete), due `replyDays` from now. */
async function inviteNominated(tx: DbOrTx, selection: SelectionRow, now: Date): Promise<InvitationFacts[]> {
  const nominations = await tx
    .select()
    .from(selectionNominations)
    .where(eq(selectionNominations.selectionId, selection.id));
  const names = await disciplineNames(tx, selection.id);
  const byAthlete = new Map<string, string[]>();
  for (const item of nominations)
    byAthlete.set(item.userId, [...(byAthlete.get(item.userId) ?? []), item.disciplineKey]);
  const respondBy = new Date(now.getTime() + selection.replyDays * DAY_MS);
  if (byAthlete.size > 0)
    await tx
      .insert(selectionInvitations)
      .values(
        [...byAthlete.keys()].map((userId) => ({
          selectionId: selection.id,
          userId,
          status: 'invited' as const,
          invitedAt: now,
          respondBy,
        })),
      )
      .onConflictDoNothing();
  return [...byAthlete].map(([userId, keys]) => ({
    userId,
    selectionId: selection.id,
    championship: selection.championshipName,
    disciplines: keys.map((key) => names.get(key) ?? { name: key, nameHi: '' }),
    respondBy,
    rolledDown: false,
  }));
}

export async function returnNomination(
  ctx: AppContext,
  adminId: string,
  id: string,
  reason: string,
): Promise<SelectionDetail> {
  const row = await ctx.db.transaction(async (tx) => {
    const selection = await selectionById(tx, id, true);
    if (selection.status === 'ratified')
      throw conflict('The nomination is already ratified.', null, 'ALREADY_RATIFIED');
    if (selection.status !== 'nominated')
      throw conflict('There is no nomination to return.', null, 'NOMINATION_MISSING');
    if (selection.nominatedBy === adminId)
      throw forbidden(
        'The administrator who nominated cannot decide on the same nomination.',
        null,
        'OWN_NOMINATION',
      );
    const [updated] = await tx
      .update(selections)
      .set({ status: 'draft', returnedReason: reason })
      .where(eq(selections.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'selection.return',
      targetType: 'selection',
      targetId: id,
      changes: { reason },
      at: ctx.clock.now(),
    });
    return updated as SelectionRow;
  });
  return selectionDetail(ctx.db, row, adminId);
}
