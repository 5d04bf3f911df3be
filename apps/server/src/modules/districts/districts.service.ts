import type { appointSecretaryBody, DistrictCounts, DistrictSecretary } from '@para/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { users } from '../../db/schema/users.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findUserByEmail, findUserById, isAdminEmail } from '../auth/index.js';
import { sendStoredFile } from '../registration/documents.js';
import { findDocument } from '../registration/registration.queries.js';
import {
  countsOfDistricts,
  districtOfAthlete,
  knownDistricts,
  listSecretaries,
  secretaryColumns,
} from './districts.queries.js';

export const secretaries = (ctx: AppContext): Promise<DistrictSecretary[]> => listSecretaries(ctx.db);

/**
 * Makes an existing account the secretary of exactly these districts (a second appointment replaces
 * the first). The administrators' own accounts need no district role: they see every district.
 */
export async function appointSecretary(
  ctx: AppContext,
  adminId: string,
  body: z.output<typeof appointSecretaryBody>,
): Promise<DistrictSecretary> {
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user)
    throw notFound(
      'No account has this e-mail address. Ask the person to sign up first.',
      'ACCOUNT_NOT_FOUND',
    );
  if (isAdminEmail(ctx, user.email))
    throw badRequest(
      'An administrator already sees every district.',
      { fields: { email: 'validation.secretaryIsAdmin' } },
      'CANNOT_APPOINT_ADMIN',
    );
  const known = await knownDistricts(ctx.db, body.districts);
  const unknown = body.districts.filter((name) => !known.has(name));
  if (unknown.length)
    throw badRequest(
      `Not on the districts list: ${unknown.join(', ')}.`,
      { fields: { districts: 'validation.districtUnknown' } },
      'DISTRICT_UNKNOWN',
    );
  return auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'district_secretary.appoint', targetType: 'user', at: ctx.clock.now() },
    async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ secretaryDistricts: body.districts, updatedAt: ctx.clock.now() })
        .where(eq(users.id, user.id))
        .returning(secretaryColumns);
      if (!row) throw notFound('No such account.', 'ACCOUNT_NOT_FOUND');
      return {
        result: row,
        targetId: user.id,
        changes: { districts: { from: user.secretaryDistricts, to: body.districts } },
      };
    },
  );
}

/** Ends the role; the account's next request (open sessions too) is an athlete's again. */
export async function removeSecretary(ctx: AppContext, adminId: string, userId: string): Promise<null> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.secretaryDistricts.length === 0)
    throw notFound('This account is not a district secretary.', 'ACCOUNT_NOT_FOUND');
  return auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'district_secretary.remove', targetType: 'user', at: ctx.clock.now() },
    async (tx) => {
      await tx
        .update(users)
        .set({ secretaryDistricts: [], updatedAt: ctx.clock.now() })
        .where(eq(users.id, userId));
      return {
        result: null,
        targetId: userId,
        changes: { districts: { from: user.secretaryDistricts, to: [] } },
      };
    },
  );
}

const athleteNotFound = () => notFound('No athlete of your districts has this account.', 'ATHLETE_NOT_FOUND');

/** Refuses, as not found, an athlete whose registration names none of the secretary's districts. */
async function assertInScope(ctx: AppContext, scope: string[], userId: string) {
  if (!(await districtOfAthlete(ctx.db, scope, userId))) throw athleteNotFound();
}

export async function sendAthleteDocument(
  ctx: AppContext,
  scope: string[],
  params: { userId: string; documentId: string },
  reply: FastifyReply,
) {
  await assertInScope(ctx, scope, params.userId);
  const document = await findDocument(ctx.db, params.documentId);
  if (!document || document.userId !== params.userId) throw notFound('No such document.');
  if (document.filePrunedAt)
    throw notFound('This document was replaced and its file has been removed.', 'DOCUMENT_FILE_REMOVED');
  return sendStoredFile(ctx, reply, document.storageKey, document.contentType, document.fileName);
}

/** Each of the secretary's districts with its counts, zero where nothing is there yet. */
export async function dashboard(ctx: AppContext, scope: string[]): Promise<{ districts: DistrictCounts[] }> {
  const { byStatus, entryCounts } = await countsOfDistricts(ctx.db, scope);
  return {
    districts: scope.map((district) => {
      const of = (status: string, paid?: boolean) =>
        byStatus
          .filter(
            (row) =>
              row.district === district && row.status === status && (paid === undefined || row.paid === paid),
          )
          .reduce((sum, row) => sum + row.count, 0);
      return {
        district,
        drafts: of('draft'),
        waitingForFee: of('submitted', false),
        waitingForReview: of('submitted', true),
        returned: of('rejected'),
        approved: of('approved'),
        confirmedEntries: entryCounts.find((row) => row.district === district)?.count ?? 0,
      };
    }),
  };
}
