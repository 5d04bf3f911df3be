import { randomUUID } from 'node:crypto';
import type {
  assistedAthleteBody,
  DistrictRegistration,
  RegistrationDocument,
  RegistrationPage1,
  RegistrationPage2,
  RegistrationPage3,
} from '@para/contract';
import { isPlaceholderEmail } from '@para/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registrations } from '../../db/schema/registration.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { newToken } from '../../lib/crypto.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { findUserByEmail, findUserById, hashPassword, isAdminEmail } from '../auth/index.js';
import { uploadDocument } from '../registration/documents.js';
import { finalize, loadRegistrationData, savePage } from '../registration/registration.service.js';
import { districtOfAthlete } from './districts.queries.js';

/**
 * Accounts a district secretary makes for athletes at a camp, and the registration they fill on the
 * athlete's behalf. Every step is written to the audit log as the secretary's, naming the athlete.
 */

/** The reserved address of an athlete with no e-mail (RFC 2606 `.invalid`: nothing is ever sent). */
const noEmailAddress = () => `athlete-${randomUUID()}@no-email.invalid`;
export const hasRealEmail = (email: string) => !isPlaceholderEmail(email);

function outsideScope(district: string) {
  return new AppError(
    400,
    `${district} is not one of your districts.`,
    { fields: { district: 'validation.districtOutsideScope' } },
    'DISTRICT_OUTSIDE_SCOPE',
  );
}

/**
 * An address the configuration makes an administrator's is never an assisted athlete's: whoever later
 * proved it would hold the district's registration, and whoever held a take-over code would hold an
 * administrator's account (docs/decisions/0034).
 */
export function refuseAdminEmail(ctx: AppContext, email: string): void {
  if (isAdminEmail(ctx, email))
    throw new AppError(
      400,
      'This address belongs to an administrator of the association; an athlete’s account cannot use it.',
      { fields: { email: 'validation.adminEmailReserved' } },
      'ADMIN_EMAIL_RESERVED',
    );
}

export async function registerAthlete(
  ctx: AppContext,
  secretary: UserRow,
  body: z.output<typeof assistedAthleteBody>,
) {
  if (!secretary.secretaryDistricts.includes(body.district)) throw outsideScope(body.district);
  if (body.email) refuseAdminEmail(ctx, body.email);
  if (body.email && (await findUserByEmail(ctx.db, body.email)))
    throw conflict(
      'An account already has this e-mail address: the athlete can sign in with it.',
      { fields: { email: 'validation.emailTaken' } },
      'EMAIL_TAKEN',
    );
  const now = ctx.clock.now();
  // Nobody knows this password: the athlete sets their own when they take the account over.
  const passwordHash = await hashPassword(newToken());
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: body.name,
        email: body.email ?? noEmailAddress(),
        phone: body.phone,
        passwordHash,
        assistedBy: secretary.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('account not created');
    // The draft names the district from the start, which puts the athlete in the secretary's scope.
    await tx
      .insert(registrations)
      .values({ userId: user.id, district: body.district, createdAt: now, updatedAt: now });
    await recordAudit(tx, {
      actorId: secretary.id,
      action: 'district.athlete.register',
      targetType: 'user',
      targetId: user.id,
      changes: { district: body.district, email: body.email ? 'given' : 'none' },
      at: now,
    });
    return { _id: user.id, name: user.name, email: body.email ?? '', district: body.district };
  });
}

/** The athlete, when in the secretary's scope; a 404 otherwise. */
async function athleteInScope(ctx: AppContext, secretary: UserRow, userId: string) {
  const district = await districtOfAthlete(ctx.db, secretary.secretaryDistricts, userId);
  const user = district ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw notFound('No athlete of your districts has this account.', 'ATHLETE_NOT_FOUND');
  return user;
}

const isAssisted = (user: UserRow) => user.assistedBy !== null && user.takenOverAt === null;

export const notAssisted = () =>
  forbidden(
    'This athlete manages their own registration; you can read it, not change it.',
    null,
    'ATHLETE_NOT_ASSISTED',
  );

/** An assisted athlete the secretary may still act for: registered by a district, not taken over. */
export async function assistedAthleteFor(ctx: AppContext, secretary: UserRow, userId: string) {
  const user = await athleteInScope(ctx, secretary, userId);
  if (!isAssisted(user)) throw notAssisted();
  return user;
}

export async function districtRegistration(
  ctx: AppContext,
  secretary: UserRow,
  userId: string,
  documentUrl: (documentId: string) => string,
): Promise<DistrictRegistration> {
  const user = await athleteInScope(ctx, secretary, userId);
  const data = await loadRegistrationData(ctx.db, user);
  return {
    ...data,
    documents: data.documents.map((document) => ({ ...document, url: documentUrl(document._id) })),
    assisted: isAssisted(user),
    feePaid: user.registrationPaymentCompleted,
    name: user.name,
    email: hasRealEmail(user.email) ? user.email : '',
    phone: user.phone,
  };
}

const audit = (
  ctx: AppContext,
  secretary: UserRow,
  userId: string,
  action: 'page1' | 'page2' | 'page3' | 'document' | 'submit',
  changes = {},
) =>
  recordAudit(ctx.db, {
    actorId: secretary.id,
    action: `district.athlete.${action}`,
    targetType: 'user',
    targetId: userId,
    changes,
    at: ctx.clock.now(),
  });

type PageBody = { 1: RegistrationPage1; 2: RegistrationPage2; 3: RegistrationPage3 };

export async function savePageFor<N extends 1 | 2 | 3>(
  ctx: AppContext,
  secretary: UserRow,
  userId: string,
  page: N,
  value: PageBody[N],
) {
  const user = await assistedAthleteFor(ctx, secretary, userId);
  // A page 1 naming another district would take the athlete out of the secretary's reach half-way.
  if (page === 1) {
    const district = (value as RegistrationPage1).address.district;
    if (!secretary.secretaryDistricts.includes(district)) throw outsideScope(district);
  }
  await savePage(ctx, user, page, value as never);
  await audit(ctx, secretary, userId, `page${page}`);
}

export async function uploadFor(
  ctx: AppContext,
  secretary: UserRow,
  userId: string,
  request: FastifyRequest,
): Promise<RegistrationDocument> {
  const user = await assistedAthleteFor(ctx, secretary, userId);
  const document = await uploadDocument(ctx, user, request);
  await audit(ctx, secretary, userId, 'document', { kind: document.kind });
  return document;
}

export async function finalizeFor(ctx: AppContext, secretary: UserRow, userId: string) {
  const user = await assistedAthleteFor(ctx, secretary, userId);
  const flags = await finalize(ctx, user);
  await audit(ctx, secretary, userId, 'submit');
  return { registrationCompleted: flags.registrationCompleted };
}
