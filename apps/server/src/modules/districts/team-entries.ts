import type { Entry, TeamEntryBody, TeamEntryResult, TeamRefusal } from '@para/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { entries, entryDisciplines, entryForms, entryTeams } from '../../db/schema/competitions.js';
import { registrations } from '../../db/schema/registration.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { EntryLanguage } from '../competitions/mail.js';
import { toEntry } from '../competitions/mapper.js';
import { type EntryNotice, queueEntryNotices } from '../competitions/notify.js';
import { enterLocked, lockOpenForm } from '../competitions/submit.js';
import { openTeamOrder, teamDuePaise } from '../competitions/team-payments.js';
import { verifyCheckout } from '../payments/payments.service.js';

/**
 * A secretary enters a team of the district's athletes at once. Each entry is the athlete's own, decided
 * by the very code of an athlete's own entry (`enterLocked`) under one lock of the form, so the places,
 * waiting lists, late fee and refusals are the same. All or none: one athlete refused refuses the team,
 * naming each athlete refused, and nothing is stored.
 */

const athleteNotFound = (userIds: string[]) =>
  new AppError(
    404,
    'No athlete of your districts has this account.',
    { fields: Object.fromEntries(userIds.map((id) => [id, 'Not an athlete of your districts.'])) },
    'ATHLETE_NOT_FOUND',
  );

/** The athletes named, each checked to be of the secretary's districts (else the whole call is a 404). */
async function athletesInScope(ctx: AppContext, scope: string[], userIds: string[]) {
  const rows = await ctx.db
    .select({ user: users })
    .from(users)
    .innerJoin(registrations, eq(registrations.userId, users.id))
    .where(and(inArray(users.id, userIds), inArray(registrations.district, scope.length ? scope : [''])));
  const missing = userIds.filter((id) => !rows.some((row) => row.user.id === id));
  if (missing.length > 0) throw athleteNotFound(missing);
  return new Map(rows.map((row) => [row.user.id, row.user]));
}

export async function enterTeam(
  ctx: AppContext,
  secretary: UserRow,
  body: TeamEntryBody,
  language: EntryLanguage,
): Promise<TeamEntryResult> {
  const athletes = await athletesInScope(
    ctx,
    secretary.secretaryDistricts,
    body.entries.map((item) => item.userId),
  );
  const now = ctx.clock.now();
  const { result } = await ctx.db.transaction(async (tx) => {
    const locked = await lockOpenForm(tx, body.formId, now);
    const [team] = await tx
      .insert(entryTeams)
      .values({ formId: locked.form.id, secretaryId: secretary.id, createdAt: now })
      .returning({ id: entryTeams.id });
    if (!team) throw new Error('team not stored');
    const entered: Entry[] = [];
    const notices: EntryNotice[] = [];
    const refusals: (TeamRefusal & { status: number; message: string })[] = [];
    for (const item of body.entries) {
      const athlete = athletes.get(item.userId);
      if (!athlete) continue;
      try {
        const outcome = await enterLocked(
          tx,
          locked,
          athlete,
          { formId: body.formId, disciplines: item.disciplines, answers: item.answers },
          { language, teamId: team.id },
        );
        entered.push(outcome.entry);
        notices.push(...outcome.notices);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const data = (error.data ?? {}) as { discipline?: string | null; fields?: Record<string, string> };
        const field = data.fields ? Object.values(data.fields)[0] : undefined;
        refusals.push({
          userId: item.userId,
          name: athlete.name,
          code: error.code ?? 'BAD_REQUEST',
          discipline: data.discipline ?? null,
          status: error.statusCode,
          message: field ?? error.message,
        });
      }
    }
    if (refusals.length > 0) {
      // Thrown inside the transaction, so the team and the entries already decided are not kept.
      throw new AppError(
        refusals[0]?.status ?? 400,
        `${refusals.length} of the team may not enter: ${refusals.map((item) => `${item.name} (${item.message})`).join('; ')}`,
        {
          fields: Object.fromEntries(refusals.map((item) => [item.userId, item.message])),
          refusals: refusals.map(({ userId, name, code, discipline }) => ({
            userId,
            name,
            code,
            discipline,
          })),
        },
        'TEAM_ENTRY_REFUSED',
      );
    }
    await recordAudit(tx, {
      actorId: secretary.id,
      action: 'district.team_entry',
      targetType: 'entry_team',
      targetId: team.id,
      changes: { formId: body.formId, entries: entered.map((item) => item._id) },
      at: now,
    });
    const amountPaise = entered.reduce((sum, item) => sum + item.amountPaise - item.paidPaise, 0);
    await queueEntryNotices(tx, notices, now);
    return { result: { teamId: team.id, entries: entered, amountPaise } };
  });
  return result;
}

const teamNotFound = () => notFound('No such team of yours.', 'TEAM_NOT_FOUND');

/** A team the secretary entered; anyone else's is not found. */
async function ownTeam(ctx: AppContext, secretary: UserRow, teamId: string) {
  const [team] = await ctx.db.select().from(entryTeams).where(eq(entryTeams.id, teamId));
  if (!team || team.secretaryId !== secretary.id) throw teamNotFound();
  return team;
}

export async function teamOrder(ctx: AppContext, secretary: UserRow, teamId: string) {
  return openTeamOrder(ctx, secretary, await ownTeam(ctx, secretary, teamId));
}

/** The team's entries as they stand, and what it still owes. */
export async function teamOf(ctx: AppContext, teamId: string): Promise<TeamEntryResult> {
  const rows = await ctx.db
    .select({ entry: entries, keys: entryForms.disciplines })
    .from(entries)
    .innerJoin(entryForms, eq(entryForms.id, entries.formId))
    .where(eq(entries.teamId, teamId))
    .orderBy(entries.createdAt, entries.id);
  const disciplineRows =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(entryDisciplines)
          .where(
            inArray(
              entryDisciplines.entryId,
              rows.map((row) => row.entry.id),
            ),
          );
  return {
    teamId,
    entries: rows.map((row) =>
      toEntry(
        row.entry,
        disciplineRows.filter((item) => item.entryId === row.entry.id),
        row.keys.map((item) => item.key),
      ),
    ),
    amountPaise: await teamDuePaise(ctx.db, teamId),
  };
}

export async function verifyTeamPayment(
  ctx: AppContext,
  secretary: UserRow,
  input: { orderId: string; paymentId: string; signature: string },
): Promise<TeamEntryResult> {
  const payment = await verifyCheckout(ctx, secretary, input, 'team');
  if (!payment.teamId) throw teamNotFound();
  return teamOf(ctx, payment.teamId);
}
