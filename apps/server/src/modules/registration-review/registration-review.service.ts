import { randomBytes } from 'node:crypto';
import type { Rejection } from '@para/contract';
import { eq } from 'drizzle-orm';
import { idCards, registrationReviews, registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { queueNotice } from '../notices/index.js';
import { lockRegistration } from '../registration/registration.queries.js';
import { nextUid } from '../registration/uid.js';
import { assertUdidFree } from './duplicates.js';

const CARD_VALIDITY_YEARS = 2;

const notWaiting = () =>
  conflict(
    'This registration is not waiting for a decision (it may have been decided by someone else just now).',
    null,
    'NOT_AWAITING_DECISION',
  );

/**
 * Approves a submitted, paid registration: the UID is taken from the sequence inside the same
 * transaction that flips the status, so two administrators can never approve twice or share a UID.
 */
export async function approveRegistration(ctx: AppContext, adminId: string, userId: string) {
  const now = ctx.clock.now();
  const result = await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'registration.approve', targetType: 'user', at: now },
    async (tx) => {
      const row = await lockRegistration(tx, userId);
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!row || !user) throw notFound('No registration for this user.');
      if (row.status !== 'submitted') throw notWaiting();
      if (!user.registrationPaymentCompleted)
        throw conflict('The registration fee has not been paid yet.', null, 'FEE_NOT_PAID');
      await assertUdidFree(tx, row);
      // A registration approved again after its withdrawal (docs/decisions/0012) keeps its UID.
      const uid = user.uid || (await nextUid(tx, now));
      await tx
        .update(registrations)
        .set({ status: 'approved', decidedAt: now, updatedAt: now })
        .where(eq(registrations.userId, userId));
      await tx
        .update(users)
        .set({ registrationApproved: true, uid, updatedAt: now })
        .where(eq(users.id, userId));
      const validUntil = new Date(now);
      validUntil.setUTCFullYear(validUntil.getUTCFullYear() + CARD_VALIDITY_YEARS);
      await tx
        .insert(idCards)
        .values({ userId, verifyCode: randomBytes(18).toString('base64url'), issuedAt: now, validUntil })
        .onConflictDoUpdate({ target: idCards.userId, set: { issuedAt: now, validUntil, revokedAt: null } });
      const [review] = await tx
        .insert(registrationReviews)
        .values({ userId, decision: 'approved', adminId, createdAt: now })
        .returning({ id: registrationReviews.id });
      // The athlete hears of it through the notices, written with the decision (decision 42).
      await queueNotice(tx, {
        userId,
        kind: 'registration_approved',
        data: { name: user.name, uid, path: '/user/identity-card' },
        idempotencyKey: `registration_approved:${review?.id ?? userId}`,
        at: now,
      });
      return {
        result: { user, uid },
        targetId: userId,
        changes: { status: { from: 'submitted', to: 'approved' }, uid },
      };
    },
  );
  return {
    registrationCompleted: true,
    registrationPaymentCompleted: true,
    registrationApproved: true,
    uid: result.uid,
  };
}

export async function rejectRegistration(
  ctx: AppContext,
  adminId: string,
  input: { userId: string; reasons: Rejection['reasons']; note: string },
): Promise<Rejection> {
  const now = ctx.clock.now();
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'registration.reject', targetType: 'user', at: now },
    async (tx) => {
      const row = await lockRegistration(tx, input.userId);
      const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
      if (!row || !user) throw notFound('No registration for this user.');
      if (row.status !== 'submitted') throw notWaiting();
      await tx
        .update(registrations)
        .set({ status: 'rejected', decidedAt: now, updatedAt: now })
        .where(eq(registrations.userId, input.userId));
      const [review] = await tx
        .insert(registrationReviews)
        .values({
          userId: input.userId,
          decision: 'rejected',
          reasons: input.reasons,
          note: input.note,
          adminId,
          createdAt: now,
        })
        .returning({ id: registrationReviews.id });
      await queueNotice(tx, {
        userId: input.userId,
        kind: 'registration_returned',
        data: { name: user.name, reasons: input.reasons, note: input.note, path: '/edit-registration' },
        idempotencyKey: `registration_returned:${review?.id ?? input.userId}`,
        at: now,
      });
      return {
        result: undefined,
        targetId: input.userId,
        changes: { status: { from: 'submitted', to: 'rejected' }, reasons: input.reasons, note: input.note },
      };
    },
  );
  return { reasons: input.reasons, note: input.note, decidedAt: now.toISOString() };
}
