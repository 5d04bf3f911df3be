import type { MyInvitation } from '@para/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrations } from '../../db/schema/registration.js';
import {
  type SelectionRow,
  selectionInvitations,
  selectionNominations,
  selections,
  selectionTeamMembers,
} from '../../db/schema/selections.js';
import { users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { refuseOverPlaces } from './nomination.js';
import { type InvitationFacts, sendInvitationNotice } from './notice.js';
import { disciplineNames, selectionById } from './selections.queries.js';
import { championshipOf } from './selections.service.js';
import { computeShortlist } from './shortlist.js';

/**
 * Invitations (decision 40): an invited athlete accepts or declines by the invitation's date. A decline,
 * or a date passed without an answer, offers the place to the next athlete of the same standard who
 * meets it and has not been asked; the audit log says so. Lapsed invitations are settled whenever the
 * selection or the athlete's invitations are read, so no timer is needed.
 */

const DAY_MS = 86_400_000;

/** Lapses the invitations of these selections whose date has passed, each rolling its place down. */
export async function settleLapsed(ctx: AppContext, selectionIds: string[]): Promise<void> {
  if (selectionIds.length === 0) return;
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ selectionId: selectionInvitations.selectionId })
    .from(selectionInvitations)
    .where(
      and(
        inArray(selectionInvitations.selectionId, selectionIds),
        eq(selectionInvitations.status, 'invited'),
        lt(selectionInvitations.respondBy, now),
      ),
    );
  for (const selectionId of new Set(due.map((row) => row.selectionId))) {
    const notices: InvitationFacts[] = [];
    await ctx.db.transaction(async (tx) => {
      const selection = await selectionById(tx, selectionId, true);
      const lapsed = await tx
        .update(selectionInvitations)
        .set({ status: 'lapsed', respondedAt: now })
        .where(
          and(
            eq(selectionInvitations.selectionId, selectionId),
            eq(selectionInvitations.status, 'invited'),
            lt(selectionInvitations.respondBy, now),
          ),
        )
        .returning();
      for (const invitation of lapsed)
        notices.push(...(await rollDown(tx, selection, invitation.userId, null, 'lapsed', now)));
    });
    for (const notice of notices) await sendInvitationNotice(ctx, ctx.db, notice);
  }
}

/**
 * Offers the place `vacatedUserId` left to the next athlete: in the order of the vacated athlete's
 * disciplines, the best-ranked athlete of the same standard who meets it, is not nominated and was never
 * invited. Nothing happens when nobody is left; the audit log records either way.
 */
async function rollDown(
  tx: DbOrTx,
  selection: SelectionRow,
  vacatedUserId: string,
  actorId: string | null,
  why: 'declined' | 'lapsed',
  now: Date,
): Promise<InvitationFacts[]> {
  const vacated = await tx
    .select({ disciplineKey: selectionNominations.disciplineKey, uid: users.uid })
    .from(selectionNominations)
    .innerJoin(users, eq(users.id, selectionNominations.userId))
    .where(
      and(eq(selectionNominations.selectionId, selection.id), eq(selectionNominations.userId, vacatedUserId)),
    );
  const nominated = await tx
    .select()
    .from(selectionNominations)
    .where(eq(selectionNominations.selectionId, selection.id));
  const asked = new Set(
    (
      await tx
        .select({ userId: selectionInvitations.userId })
        .from(selectionInvitations)
        .where(eq(selectionInvitations.selectionId, selection.id))
    ).map((row) => row.userId),
  );
  const holding = new Set(nominated.map((row) => row.userId));
  const groups = await computeShortlist(tx, selection);
  const vacatedUid = vacated[0]?.uid ?? '';
  for (const { disciplineKey } of vacated) {
    for (const group of groups.filter((item) => item.standard.disciplineKey === disciplineKey)) {
      const vacatedLine = group.lines.find((line) => line.userId === vacatedUserId);
      if (!vacatedLine && !group.apart.some((item) => item.userId === vacatedUserId)) continue;
      const next = group.lines.find(
        (line) => line.meetsStandard && !holding.has(line.userId) && !asked.has(line.userId),
      );
      if (!next) continue;
      // The places still hold: those who answered no or never answered no longer count.
      const live = await tx
        .select({ userId: selectionInvitations.userId, gender: registrations.page1 })
        .from(selectionInvitations)
        .leftJoin(registrations, eq(registrations.userId, selectionInvitations.userId))
        .where(
          and(
            eq(selectionInvitations.selectionId, selection.id),
            inArray(selectionInvitations.status, ['invited', 'accepted']),
          ),
        );
      const athletes = new Map<string, 'male' | 'female' | null>(
        live.map((row) => {
          const gender = (row.gender as { gender?: string } | null)?.gender;
          return [row.userId, gender === 'male' || gender === 'female' ? gender : null];
        }),
      );
      athletes.set(next.userId, next.gender);
      try {
        refuseOverPlaces(selection, athletes, 'athletes');
      } catch {
        continue;
      }
      const respondBy = new Date(now.getTime() + selection.replyDays * DAY_MS);
      await tx.insert(selectionNominations).values({
        selectionId: selection.id,
        userId: next.userId,
        disciplineKey,
        reason: `Place ${why === 'declined' ? 'declined' : 'not answered in time'} by ${vacatedUid}`,
        rolledDownFrom: vacatedUid,
        createdAt: now,
      });
      await tx.insert(selectionInvitations).values({
        selectionId: selection.id,
        userId: next.userId,
        status: 'invited',
        invitedAt: now,
        respondBy,
      });
      await recordAudit(tx, {
        actorId,
        action: 'selection.place_rolled_down',
        targetType: 'selection',
        targetId: selection.id,
        changes: { from: vacatedUid, to: next.uid, discipline: disciplineKey, why },
        at: now,
      });
      const names = await disciplineNames(tx, selection.id);
      return [
        {
          userId: next.userId,
          selectionId: selection.id,
          championship: selection.championshipName,
          disciplines: [names.get(disciplineKey) ?? { name: disciplineKey, nameHi: '' }],
          respondBy,
          rolledDown: true,
        },
      ];
    }
  }
  await recordAudit(tx, {
    actorId,
    action: 'selection.place_rolled_down',
    targetType: 'selection',
    targetId: selection.id,
    changes: { from: vacatedUid, to: null, why },
    at: now,
  });
  return [];
}

export async function myInvitations(ctx: AppContext, userId: string): Promise<MyInvitation[]> {
  const mine = await ctx.db
    .select({ selectionId: selectionInvitations.selectionId })
    .from(selectionInvitations)
    .where(eq(selectionInvitations.userId, userId));
  await settleLapsed(
    ctx,
    mine.map((row) => row.selectionId),
  );
  const rows = await ctx.db
    .select({ invitation: selectionInvitations, selection: selections })
    .from(selectionInvitations)
    .innerJoin(selections, eq(selections.id, selectionInvitations.selectionId))
    .where(eq(selectionInvitations.userId, userId));
  const out: MyInvitation[] = [];
  for (const row of rows) out.push(await invitationView(ctx.db, row.selection, row.invitation));
  return out.sort((a, b) => b.championship.startDate.localeCompare(a.championship.startDate));
}

async function invitationView(
  db: DbOrTx,
  selection: SelectionRow,
  invitation: typeof selectionInvitations.$inferSelect,
): Promise<MyInvitation> {
  const keys = await db
    .select({ key: selectionNominations.disciplineKey })
    .from(selectionNominations)
    .where(
      and(
        eq(selectionNominations.selectionId, selection.id),
        eq(selectionNominations.userId, invitation.userId),
      ),
    );
  const names = await disciplineNames(db, selection.id);
  return {
    _id: selection.id,
    selectionName: selection.name,
    championship: championshipOf(selection),
    disciplines: keys.map(({ key }) => ({
      key,
      name: names.get(key)?.name ?? key,
      nameHi: names.get(key)?.nameHi ?? '',
    })),
    status: invitation.status,
    respondBy: invitation.respondBy.toISOString(),
    respondedAt: invitation.respondedAt?.toISOString() ?? null,
  };
}

/** The athlete's answer; after its date (or a second answer) it is refused and nothing changes. */
export async function respond(
  ctx: AppContext,
  userId: string,
  selectionId: string,
  accept: boolean,
): Promise<MyInvitation> {
  await settleLapsed(ctx, [selectionId]);
  const notices: InvitationFacts[] = [];
  const view = await ctx.db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: selections.id })
      .from(selections)
      .where(eq(selections.id, selectionId));
    if (!exists) throw notFound('No such invitation.', 'INVITATION_NOT_FOUND');
    const selection = await selectionById(tx, selectionId, true);
    const [invitation] = await tx
      .select()
      .from(selectionInvitations)
      .where(and(eq(selectionInvitations.selectionId, selectionId), eq(selectionInvitations.userId, userId)));
    if (!invitation) throw notFound('No such invitation.', 'INVITATION_NOT_FOUND');
    const now = ctx.clock.now();
    if (invitation.status !== 'invited' || invitation.respondBy.getTime() < now.getTime())
      throw conflict(
        invitation.status === 'invited' || invitation.status === 'lapsed'
          ? 'The date to answer this invitation has passed.'
          : 'This invitation is already answered.',
        { fields: { accept: 'This invitation can no longer be answered.' } },
        'INVITATION_CLOSED',
      );
    const [updated] = await tx
      .update(selectionInvitations)
      .set({ status: accept ? 'accepted' : 'declined', respondedAt: now })
      .where(and(eq(selectionInvitations.selectionId, selectionId), eq(selectionInvitations.userId, userId)))
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      action: 'selection.invitation_answered',
      targetType: 'selection',
      targetId: selectionId,
      changes: { accept },
      at: now,
    });
    if (accept) await joinTeam(tx, selectionId, userId, now);
    else notices.push(...(await rollDown(tx, selection, userId, userId, 'declined', now)));
    return invitationView(tx, selection, updated ?? invitation);
  });
  for (const notice of notices) await sendInvitationNotice(ctx, ctx.db, notice);
  return view;
}

/** An athlete who accepts becomes a member of the team (their travel needs and documents come later). */
async function joinTeam(tx: DbOrTx, selectionId: string, userId: string, now: Date) {
  const [athlete] = await tx
    .select({ name: users.name, page1: registrations.page1 })
    .from(users)
    .leftJoin(registrations, eq(registrations.userId, users.id))
    .where(eq(users.id, userId));
  await tx.insert(selectionTeamMembers).values({
    selectionId,
    role: 'athlete',
    userId,
    name: athlete?.name ?? '',
    dateOfBirth: athlete?.page1?.dateOfBirth ?? null,
    createdAt: now,
  });
}
