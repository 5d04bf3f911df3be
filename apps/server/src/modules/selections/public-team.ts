import type { PublicTeam, SupportRole } from '@para/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { registrations } from '../../db/schema/registration.js';
import {
  selectionInvitations,
  selectionNominations,
  selections,
  selectionTeamMembers,
} from '../../db/schema/selections.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { disciplineNames } from './selections.queries.js';
import { championshipOf } from './selections.service.js';

/**
 * The public team page (decision 40): once ratified, the athletes who accepted (name, district, class,
 * events, guide) and the support staff by name and role; never a phone number, a date of birth or a
 * document.
 */

export async function publicTeams(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(selections)
    .where(eq(selections.status, 'ratified'))
    .orderBy(desc(selections.startDate));
  return {
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      championshipName: row.championshipName,
      startDate: row.startDate,
    })),
  };
}

export async function publicTeam(ctx: AppContext, id: string): Promise<PublicTeam> {
  const [selection] = await ctx.db
    .select()
    .from(selections)
    .where(and(eq(selections.id, id), eq(selections.status, 'ratified')));
  if (!selection) throw notFound('No such team.', 'SELECTION_NOT_FOUND');
  const accepted = await ctx.db
    .select({
      userId: users.id,
      name: users.name,
      district: registrations.district,
      page2: registrations.page2,
    })
    .from(selectionInvitations)
    .innerJoin(users, eq(users.id, selectionInvitations.userId))
    .leftJoin(registrations, eq(registrations.userId, users.id))
    .where(and(eq(selectionInvitations.selectionId, id), eq(selectionInvitations.status, 'accepted')))
    .orderBy(users.name);
  const nominations = accepted.length
    ? await ctx.db
        .select()
        .from(selectionNominations)
        .where(
          and(
            eq(selectionNominations.selectionId, id),
            inArray(
              selectionNominations.userId,
              accepted.map((row) => row.userId),
            ),
          ),
        )
    : [];
  const members = await ctx.db
    .select()
    .from(selectionTeamMembers)
    .where(eq(selectionTeamMembers.selectionId, id));
  const names = await disciplineNames(ctx.db, id);
  return {
    name: selection.name,
    championship: championshipOf(selection),
    athletes: accepted.map((athlete) => {
      const keys = nominations
        .filter((item) => item.userId === athlete.userId)
        .map((item) => item.disciplineKey);
      return {
        name: athlete.name,
        district: athlete.district ?? '',
        sportClass: athlete.page2?.sports.map((item) => item.sportClass).find(Boolean) ?? '',
        disciplines: keys.map((key) => ({
          name: names.get(key)?.name ?? key,
          nameHi: names.get(key)?.nameHi ?? '',
        })),
        guide:
          members.find((member) => member.role === 'guide' && member.goesWithUserId === athlete.userId)
            ?.name ?? null,
      };
    }),
    support: members
      .filter((member) => member.role !== 'athlete')
      .map((member) => ({ name: member.name, role: member.role as SupportRole })),
  };
}

/** The secretary's districts' athletes invited to or in national teams. */
export async function districtSelections(ctx: AppContext, districts: string[]) {
  if (districts.length === 0) return { items: [] };
  const rows = await ctx.db
    .select({
      selection: selections,
      userId: users.id,
      uid: users.uid,
      name: users.name,
      district: registrations.district,
      status: selectionInvitations.status,
    })
    .from(selectionInvitations)
    .innerJoin(selections, eq(selections.id, selectionInvitations.selectionId))
    .innerJoin(users, eq(users.id, selectionInvitations.userId))
    .innerJoin(registrations, eq(registrations.userId, users.id))
    .where(inArray(registrations.district, districts))
    .orderBy(desc(selections.startDate), users.name);
  const items = [];
  for (const row of rows) {
    const names = await disciplineNames(ctx.db, row.selection.id);
    const keys = await ctx.db
      .select({ key: selectionNominations.disciplineKey })
      .from(selectionNominations)
      .where(
        and(
          eq(selectionNominations.selectionId, row.selection.id),
          eq(selectionNominations.userId, row.userId),
        ),
      );
    items.push({
      selectionName: row.selection.name,
      championshipName: row.selection.championshipName,
      startDate: row.selection.startDate,
      uid: row.uid ?? '',
      name: row.name,
      district: row.district ?? '',
      disciplines: keys.map(({ key }) => names.get(key)?.name ?? key),
      invitation: row.status,
    });
  }
  return { items };
}
