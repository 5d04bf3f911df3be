import { and, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { payLinks } from '../../db/schema/district-assistance.js';
import type { UserRow } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import { MINUTE } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { newToken, sha256Hex } from '../../lib/crypto.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Limit } from '../../lib/rate-limit.js';
import { readSetting } from '../../lib/settings.js';
import { findUserById } from '../auth/index.js';
import { queueNotice } from '../notices/index.js';
import { findPaymentByOrder } from '../payments/payments.queries.js';
import { createRegistrationOrder, verifyCheckout } from '../payments/payments.service.js';
import { payOnTestGateway } from '../payments/test-gateway-pay.js';
import { FEE_SETTING, feeSchema } from '../registration/reference.js';
import { hasRealEmail } from './assisted.js';
import { scopedDistrict } from './check.js';

/** Long enough for a family to find the money, short enough that an old message is useless. */
const PAY_LINK_DAYS = 7;

const payLinkAddress = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/pay/${token}`;

/**
 * A link to pay an athlete's registration fee, for a secretary who cannot take cash. The token is
 * 256 random bits and only its hash is kept; a new link revokes the earlier one. The link pays one
 * thing, this athlete's registration fee, through the athlete's own order.
 */
export async function sendPayLink(ctx: AppContext, secretary: UserRow, userId: string) {
  const district = await scopedDistrict(ctx, secretary, userId);
  const athlete = await findUserById(ctx.db, userId);
  if (!athlete) throw notFound('No athlete of your districts has this account.', 'ATHLETE_NOT_FOUND');
  if (!athlete.registrationCompleted)
    throw conflict('Submit the registration before asking for the fee.', null, 'REGISTRATION_NOT_SUBMITTED');
  if (athlete.registrationPaymentCompleted)
    throw conflict('The registration fee has already been paid.', null, 'FEE_ALREADY_PAID');
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PAY_LINK_DAYS * 86_400_000);
  const emailedTo = hasRealEmail(athlete.email) ? athlete.email : '';
  const url = payLinkAddress(ctx, token);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payLinks)
      .set({ revokedAt: now })
      .where(and(eq(payLinks.userId, userId), isNull(payLinks.revokedAt)));
    await tx
      .insert(payLinks)
      .values({ tokenHash: sha256Hex(token), userId, createdBy: secretary.id, createdAt: now, expiresAt });
    await recordAudit(tx, {
      actorId: secretary.id,
      action: 'district.athlete.pay_link',
      targetType: 'user',
      targetId: userId,
      changes: { district, expiresAt: expiresAt.toISOString(), emailed: emailedTo !== '' },
      at: now,
    });
    // The link goes to the athlete by the channels they get notices by; the notice holds the link
    // until it is sent, then the worker removes it (only the link's hash is kept for good).
    await queueNotice(tx, {
      userId,
      kind: 'payment_link',
      data: { name: athlete.name, url, expiresOn: expiresAt.toISOString().slice(0, 10) },
      idempotencyKey: `payment_link:${sha256Hex(token)}`,
      at: now,
    });
  });
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, expiresAt: expiresAt.toISOString(), emailedTo, qrSvg };
}

/**
 * Calls of the public payment-link routes one address may make in ten minutes: a payer makes about
 * four, and a camp's parents may pay through one Wi-Fi.
 */
export const payLinkPerIp = {
  max: 120,
  windowMs: 10 * MINUTE,
  message: 'Too many requests from this network. Please wait a few minutes and try again.',
} satisfies Limit;

/** The athlete a live link pays for; an unknown, revoked or expired link is the same 404. */
async function athleteOfLink(ctx: AppContext, token: string) {
  const [link] = await ctx.db
    .select()
    .from(payLinks)
    .where(
      and(
        eq(payLinks.tokenHash, sha256Hex(token)),
        isNull(payLinks.revokedAt),
        gt(payLinks.expiresAt, ctx.clock.now()),
      ),
    );
  const athlete = link ? await findUserById(ctx.db, link.userId) : undefined;
  if (!link || !athlete)
    throw notFound(
      'This payment link is not valid: it may have expired or been replaced.',
      'PAY_LINK_INVALID',
    );
  return { link, athlete };
}

export async function payLinkInfo(ctx: AppContext, token: string) {
  const { link, athlete } = await athleteOfLink(ctx, token);
  const feeRupees = await readSetting(ctx.db, FEE_SETTING, feeSchema);
  return {
    athleteFirstName: athlete.name.trim().split(/\s+/)[0] ?? '',
    amountPaise: feeRupees * 100,
    status: athlete.registrationPaymentCompleted ? ('paid' as const) : ('due' as const),
    expiresAt: link.expiresAt.toISOString(),
    gateway: ctx.gateway.kind,
  };
}

/** The athlete's own order for the fee (reused if open), so a link and the athlete never pay twice. */
export async function payLinkOrder(ctx: AppContext, token: string) {
  const { athlete } = await athleteOfLink(ctx, token);
  const order = await createRegistrationOrder(ctx, athlete.id);
  // Whoever holds the link pays; the athlete's name, address and phone are not theirs to see.
  return { ...order, prefill: { name: '', email: '', contact: '' } };
}

/** Credits the fee exactly as the athlete's own checkout would (same signature check, same once-only). */
export async function payLinkVerify(
  ctx: AppContext,
  token: string,
  input: { orderId: string; paymentId: string; signature: string },
) {
  const { athlete } = await athleteOfLink(ctx, token);
  await verifyCheckout(ctx, athlete, input, 'registration');
  return { paid: true };
}

export async function payLinkTestPay(
  ctx: AppContext,
  token: string,
  input: { orderId: string; outcome: 'success' | 'failure' },
) {
  const { athlete } = await athleteOfLink(ctx, token);
  if (ctx.gateway.kind !== 'test') throw notFound('The test gateway is not in use.', 'TEST_GATEWAY_OFF');
  const payment = await findPaymentByOrder(ctx.db, input.orderId);
  // Only the order of the fee this link pays; any other is "no such order".
  if (!payment || payment.userId !== athlete.id || payment.purpose !== 'registration')
    throw notFound('No such order.');
  return payOnTestGateway(ctx, payment, input.outcome);
}
