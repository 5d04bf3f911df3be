import type { AccreditationRole, TeamCard, TeamRole } from '@para/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrations } from '../../db/schema/registration.js';
import {
  type SelectionRow,
  selections,
  selectionTeamMembers,
  type TeamMemberRow,
} from '../../db/schema/selections.js';
import { users } from '../../db/schema/users.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import {
  type Holder,
  type HolderEvent,
  holderCardPdf,
  holderCards,
  holderSheetPdf,
  issueHolderCards,
  revokeHolderCard,
} from '../accreditation/index.js';
import { selectionById } from './selections.queries.js';

/**
 * The team's accreditation cards for the championship (decision 40), issued through accreditation's
 * cards for named holders: each team member is a holder of the kind below. The card is checked at the
 * gate as any card is; taking a member off the team revokes theirs in the same transaction.
 */
const HOLDER_KIND = 'selection_team_member';

/** The role a card prints for each role in the team. */
const cardRoleOf: Record<TeamRole, AccreditationRole> = {
  athlete: 'athlete',
  guide: 'guide',
  personal_assistant: 'escort',
  coach: 'coach',
  manager: 'team_manager',
  medical: 'medical',
};

const eventOf = (selection: SelectionRow): HolderEvent => ({
  id: selection.id,
  title: selection.championshipName,
  // The championship is named once, as the national body names it.
  titleHi: selection.championshipName,
  startDate: selection.startDate,
  endDate: selection.endDate,
});

/** The cards of these members, by member id, as the team list shows them. */
export async function teamCardsOf(ctx: AppContext, memberIds: string[]): Promise<Map<string, TeamCard>> {
  const cards = await holderCards(ctx, HOLDER_KIND, memberIds);
  return new Map(
    [...cards].map(([memberId, card]) => [
      memberId,
      {
        _id: card._id,
        number: card.number,
        version: card.version,
        status: card.status,
        revokeReason: card.revokeReason,
        verifyUrl: card.verifyUrl,
      },
    ]),
  );
}

/** Who each member is on their card: an athlete's UID, account (their area, their photo) and script name. */
async function holdersOf(tx: DbOrTx, members: TeamMemberRow[]): Promise<Holder[]> {
  const userIds = members.map((member) => member.userId).filter((id): id is string => id !== null);
  const accounts = userIds.length
    ? await tx
        .select({ id: users.id, uid: users.uid, page1: registrations.page1 })
        .from(users)
        .leftJoin(registrations, eq(registrations.userId, users.id))
        .where(inArray(users.id, userIds))
    : [];
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return members.map((member) => {
    const account = member.userId ? byId.get(member.userId) : undefined;
    return {
      kind: HOLDER_KIND,
      id: member.id,
      userId: member.role === 'athlete' ? member.userId : null,
      uid: account?.uid ?? '',
      name: member.name,
      nameInScript: account?.page1?.nameInStateScript ?? '',
      role: cardRoleOf[member.role],
    };
  });
}

/**
 * Issues the cards of the team (or of one member): only once the team is chosen, and each member at
 * most one valid card. Audited with the numbers issued.
 */
export async function issueTeamCards(
  ctx: AppContext,
  adminId: string,
  selectionId: string,
  memberId?: string,
) {
  const now = ctx.clock.now();
  return auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'accreditation.issue', targetType: 'selection', at: now },
    async (tx) => {
      // The selection's lock orders this with a member's removal: no card is issued to someone leaving.
      const selection = await selectionById(tx, selectionId, true);
      if (selection.status !== 'ratified')
        throw conflict('The team is not yet chosen.', null, 'SELECTION_NOT_EDITABLE');
      const members = await tx
        .select()
        .from(selectionTeamMembers)
        .where(
          and(
            eq(selectionTeamMembers.selectionId, selectionId),
            ...(memberId ? [eq(selectionTeamMembers.id, memberId)] : []),
          ),
        );
      if (memberId && members.length === 0)
        throw notFound('No such member of the team.', 'TEAM_MEMBER_NOT_FOUND');
      const numbers = await issueHolderCards(tx, eventOf(selection), await holdersOf(tx, members), now);
      return { result: selection, targetId: selectionId, changes: { numbers } };
    },
  );
}

/** Takes a member off the team: the row goes, their card is revoked with the reason, both audited. */
export async function removeTeamMember(
  ctx: AppContext,
  adminId: string,
  selectionId: string,
  memberId: string,
  reason: string,
) {
  const now = ctx.clock.now();
  return auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'selection.team_member_remove', targetType: 'selection', at: now },
    async (tx) => {
      const selection = await selectionById(tx, selectionId, true);
      const [member] = await tx
        .delete(selectionTeamMembers)
        .where(and(eq(selectionTeamMembers.id, memberId), eq(selectionTeamMembers.selectionId, selectionId)))
        .returning();
      if (!member) throw notFound('No such member of the team.', 'TEAM_MEMBER_NOT_FOUND');
      await revokeHolderCard(tx, HOLDER_KIND, memberId, `Taken off the team: ${reason}`, now);
      return {
        result: selection,
        targetId: selectionId,
        changes: { member: memberId, role: member.role, name: member.name, reason },
      };
    },
  );
}

export async function teamCardPdf(ctx: AppContext, selectionId: string, memberId: string) {
  const [member] = await ctx.db
    .select({ id: selectionTeamMembers.id })
    .from(selectionTeamMembers)
    .where(and(eq(selectionTeamMembers.id, memberId), eq(selectionTeamMembers.selectionId, selectionId)));
  if (!member) throw notFound('No such member of the team.', 'TEAM_MEMBER_NOT_FOUND');
  return holderCardPdf(ctx, HOLDER_KIND, memberId);
}

export async function teamCardsPdf(ctx: AppContext, selectionId: string) {
  const selection = await selectionById(ctx.db, selectionId);
  const members = await ctx.db
    .select({ id: selectionTeamMembers.id })
    .from(selectionTeamMembers)
    .where(eq(selectionTeamMembers.selectionId, selectionId));
  const sheet = await holderSheetPdf(
    ctx,
    HOLDER_KIND,
    members.map((member) => member.id),
    eventOf(selection),
  );
  if (sheet.count === 0)
    throw notFound('No accreditation card has been issued for this team.', 'CARD_NOT_ISSUED');
  return { bytes: sheet.bytes, fileName: `team-cards-${selection.startDate}.pdf` };
}

/**
 * The team members a secretary may see: athletes registered in their districts and the guides and
 * assistants who go with those athletes.
 */
async function districtMembers(db: DbOrTx, districts: string[]) {
  if (districts.length === 0) return [];
  const rows = await db
    .select({ member: selectionTeamMembers, selection: selections, district: registrations.district })
    .from(selectionTeamMembers)
    .innerJoin(selections, eq(selections.id, selectionTeamMembers.selectionId))
    .innerJoin(
      registrations,
      // An athlete's own registration, or that of the athlete a guide or assistant goes with.
      eq(registrations.userId, selectionTeamMembers.userId),
    )
    .where(inArray(registrations.district, districts));
  const companions = await db
    .select({ member: selectionTeamMembers, selection: selections, district: registrations.district })
    .from(selectionTeamMembers)
    .innerJoin(selections, eq(selections.id, selectionTeamMembers.selectionId))
    .innerJoin(registrations, eq(registrations.userId, selectionTeamMembers.goesWithUserId))
    .where(inArray(registrations.district, districts));
  return [...rows, ...companions];
}

export async function districtTeamCards(ctx: AppContext, districts: string[]) {
  const rows = await districtMembers(ctx.db, districts);
  const cards = await teamCardsOf(
    ctx,
    rows.map((row) => row.member.id),
  );
  const items = rows.flatMap((row) => {
    const card = cards.get(row.member.id);
    return card
      ? [
          {
            selectionId: row.selection.id,
            memberId: row.member.id,
            championshipName: row.selection.championshipName,
            startDate: row.selection.startDate,
            name: row.member.name,
            role: row.member.role,
            district: row.district ?? '',
            card,
          },
        ]
      : [];
  });
  items.sort((a, b) => b.startDate.localeCompare(a.startDate) || a.name.localeCompare(b.name));
  return { items };
}

/** A card of the secretary's districts; any other is not found (it does not say the card exists). */
export async function districtTeamCardPdf(
  ctx: AppContext,
  districts: string[],
  selectionId: string,
  memberId: string,
) {
  const rows = await districtMembers(ctx.db, districts);
  if (!rows.some((row) => row.member.id === memberId && row.selection.id === selectionId))
    throw notFound('No such member of the team.', 'TEAM_MEMBER_NOT_FOUND');
  return holderCardPdf(ctx, HOLDER_KIND, memberId);
}
