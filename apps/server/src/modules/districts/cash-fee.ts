import type { cashFeeBody } from '@para/contract';
import { fillPath, routes } from '@para/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findUserById } from '../auth/index.js';
import { recordOfflinePayment } from '../payments/admin.service.js';
import { findPaymentById } from '../payments/payments.queries.js';
import { receiptPdf } from '../payments/receipt-pdf.js';
import { districtOfAthlete } from './districts.queries.js';

const ASSOCIATION = 'Para Sports Association';
const IST_OFFSET_MS = 5.5 * 3_600_000;

async function inScope(ctx: AppContext, secretary: UserRow, userId: string) {
  if (!(await districtOfAthlete(ctx.db, secretary.secretaryDistricts, userId)))
    throw notFound('No athlete of your districts has this account.', 'ATHLETE_NOT_FOUND');
}

/**
 * The registration fee paid in cash to the secretary at a camp: recorded as the administrators record
 * an offline payment (same receipt numbers, same checks: a submitted registration, not yet paid), with
 * the secretary as the one who took it.
 */
export async function takeCashFee(
  ctx: AppContext,
  secretary: UserRow,
  userId: string,
  body: z.output<typeof cashFeeBody>,
) {
  await inScope(ctx, secretary, userId);
  const today = new Date(ctx.clock.now().getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  const detail = await recordOfflinePayment(ctx, secretary.id, {
    userId,
    method: 'cash',
    reference: body.reference || `Cash at a ${secretary.secretaryDistricts.join('/')} district camp`,
    paidOn: today,
    note: body.note || `Taken by district secretary ${secretary.name}`,
  });
  // Named after the athlete too, so their own page can say who took the fee (the payment's entry names the payment).
  await recordAudit(ctx.db, {
    actorId: secretary.id,
    action: 'district.athlete.cash_fee',
    targetType: 'user',
    targetId: userId,
    changes: { paymentId: detail._id, receiptNumber: detail.receiptNumber ?? '' },
    at: ctx.clock.now(),
  });
  return {
    paymentId: detail._id,
    receiptNumber: detail.receiptNumber ?? '',
    amountPaise: detail.amountPaise,
    receiptUrl: fillPath(routes.districtReceipt.path, { userId, paymentId: detail._id }),
  };
}

export async function sendReceipt(
  ctx: AppContext,
  secretary: UserRow,
  params: { userId: string; paymentId: string },
  reply: FastifyReply,
) {
  await inScope(ctx, secretary, params.userId);
  const payment = await findPaymentById(ctx.db, params.paymentId);
  if (
    !payment ||
    payment.userId !== params.userId ||
    (payment.status !== 'paid' && payment.status !== 'refunded')
  )
    throw notFound('No such payment.');
  const payer = await findUserById(ctx.db, params.userId);
  if (!payer) throw notFound('No such payment.');
  const bytes = await receiptPdf(payment, payer, ASSOCIATION);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="receipt-${payment.receiptNumber}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes));
}
