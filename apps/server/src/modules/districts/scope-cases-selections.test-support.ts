import { type RouteKey, routes } from '@para/contract';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { uniqueIp } from '../../../test/factories.js';
import { selectionInvitations, selections, selectionTeamMembers } from '../../db/schema/selections.js';
import type { DistrictAthlete, ScopeCase, ScopeWorld } from './scope-cases.test-support.js';

/**
 * The scope cases of national team selection (see scope-cases.test-support.ts): a secretary lists and
 * downloads the invitations and championship cards of their own districts' athletes only.
 */

const memberPath = (key: RouteKey, selectionId: string, memberId: string) =>
  routes[key].path.replace(':id', selectionId).replace(':memberId', memberId);

export const selectionScopeCases: Partial<Record<RouteKey, ScopeCase>> = {
  districtSelections: {
    outcome: 'hidden',
    async build(world) {
      const member = await world.teamMember(await world.approved());
      return {
        attempts: [{ method: 'GET', url: routes.districtSelections.path }],
        markers: [member.uid],
      };
    },
  },
  districtTeamCards: {
    outcome: 'hidden',
    async build(world) {
      const member = await world.teamMember(await world.approved());
      return {
        attempts: [{ method: 'GET', url: routes.districtTeamCards.path }],
        markers: [member.cardNumber],
      };
    },
  },
  districtTeamCardPdf: {
    outcome: 'refused',
    async build(world) {
      const member = await world.teamMember(await world.approved());
      return {
        attempts: [
          { method: 'GET', url: memberPath('districtTeamCardPdf', member.selectionId, member.memberId) },
        ],
      };
    },
  },
};

/**
 * An athlete on a ratified national team with their championship card: the selection, the accepted
 * invitation and the team's row are written directly (the choosing is selections.test.ts's), then the
 * administrators issue the card through the API.
 */
export function selectionWorld(t: TestContext, adminToken: string): Pick<ScopeWorld, 'teamMember'> {
  const teamMember = async (athlete: DistrictAthlete & { uid: string }) => {
    const now = t.clock.now();
    const [selection] = await t.ctx.db
      .insert(selections)
      .values({
        name: `Scope team ${athlete.uid}`,
        championshipName: 'National Para Athletics Championship',
        venue: 'New Delhi',
        startDate: '2027-02-10',
        endDate: '2027-02-14',
        windowStart: '2026-06-01',
        windowEnd: '2026-11-21',
        places: 4,
        replyDays: 7,
        status: 'ratified',
        ratifiedAt: now,
        createdAt: now,
      })
      .returning();
    if (!selection) throw new Error('selection not stored');
    await t.ctx.db.insert(selectionInvitations).values({
      selectionId: selection.id,
      userId: athlete.id,
      status: 'accepted',
      invitedAt: now,
      respondBy: new Date(now.getTime() + 7 * 86_400_000),
      respondedAt: now,
    });
    const [member] = await t.ctx.db
      .insert(selectionTeamMembers)
      .values({
        selectionId: selection.id,
        role: 'athlete',
        userId: athlete.id,
        name: athlete.name,
        createdAt: now,
      })
      .returning();
    if (!member) throw new Error('team member not stored');
    const issued = await t.call({
      method: 'POST',
      url: memberPath('issueTeamCard', selection.id, member.id),
      token: adminToken,
      ip: uniqueIp(),
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    return {
      selectionId: selection.id,
      memberId: member.id,
      uid: athlete.uid,
      cardNumber: issued.body.data.card.number as string,
    };
  };
  return { teamMember };
}
