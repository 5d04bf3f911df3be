import {
  isPlaceholderEmail,
  type NoticePreferences,
  type NoticePreferencesBody,
  type noticePreferencesBody,
} from '@para/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { noticePreferences, whatsappConsents } from '../../db/schema/notices.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';

type PreferencesRow = typeof noticePreferences.$inferSelect;

/** As queueNotices decides: a verified address, or the one a district gave for an athlete it still holds. */
const hasVerifiedEmail = (user: UserRow) =>
  !isPlaceholderEmail(user.email) &&
  (user.emailVerifiedAt !== null || (user.assistedBy !== null && user.takenOverAt === null));

/** What a person gets notices by: their choices over the defaults (decision 42), within what the account has. */
function toPreferences(user: UserRow, row: PreferencesRow | undefined): NoticePreferences {
  const emailAddress = hasVerifiedEmail(user) ? user.email : '';
  return {
    email: emailAddress !== '' && (row?.email ?? true),
    // By default SMS only where nothing else reaches the person: a proved number and no address to mail.
    sms: user.phone !== '' && (row?.sms ?? (user.phoneVerifiedAt !== null && emailAddress === '')),
    whatsapp: user.phone !== '' && Boolean(row?.whatsappOptedInAt),
    language: row?.language ?? 'en',
    emailAddress,
    phone: user.phone,
    whatsappOptedInAt: row?.whatsappOptedInAt?.toISOString() ?? null,
  };
}

async function preferencesRow(db: DbOrTx, userId: string, lock = false) {
  const query = db.select().from(noticePreferences).where(eq(noticePreferences.userId, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function myNoticePreferences(ctx: AppContext, user: UserRow): Promise<NoticePreferences> {
  return toPreferences(user, await preferencesRow(ctx.db, user.id));
}

const unavailable = (field: string, message: string) =>
  new AppError(400, message, { fields: { [field]: message } }, 'NOTICE_CHANNEL_UNAVAILABLE');

/**
 * Saves a person's choices. Turning WhatsApp on or off is recorded with when and where (the page, the
 * network address, `web`), as WhatsApp's rules for business messages ask; one switch does either.
 */
export async function updateNoticePreferences(
  ctx: AppContext,
  user: UserRow,
  body: z.output<typeof noticePreferencesBody> | NoticePreferencesBody,
  ip: string,
): Promise<NoticePreferences> {
  if (body.email && !hasVerifiedEmail(user))
    throw unavailable('email', 'The account has no verified e-mail address to send notices to.');
  if ((body.sms || body.whatsapp) && user.phone === '')
    throw unavailable(body.sms ? 'sms' : 'whatsapp', 'The account has no mobile number to send notices to.');
  const now = ctx.clock.now();
  const saved = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(noticePreferences)
      .values({ userId: user.id, updatedAt: now })
      .onConflictDoNothing({ target: noticePreferences.userId });
    const before = await preferencesRow(tx, user.id, true);
    const wasOptedIn = Boolean(before?.whatsappOptedInAt);
    if (wasOptedIn !== body.whatsapp)
      await recordWhatsAppConsent(tx, {
        userId: user.id,
        optIn: body.whatsapp,
        channel: 'web',
        page: body.page ?? '',
        ip,
        phone: user.phone,
        at: now,
      });
    const [row] = await tx
      .update(noticePreferences)
      .set({
        email: body.email,
        sms: body.sms,
        language: body.language,
        ...(wasOptedIn !== body.whatsapp ? { whatsappOptedInAt: body.whatsapp ? now : null } : {}),
        updatedAt: now,
      })
      .where(eq(noticePreferences.userId, user.id))
      .returning();
    return row;
  });
  return toPreferences(user, saved);
}

interface Consent {
  userId: string;
  optIn: boolean;
  channel: 'web' | 'whatsapp' | 'admin';
  page: string;
  ip: string;
  phone: string;
  at: Date;
}

/** One line of the WhatsApp consent history; the caller changes the preference in the same transaction. */
export async function recordWhatsAppConsent(tx: DbOrTx, consent: Consent): Promise<void> {
  await tx.insert(whatsappConsents).values({
    userId: consent.userId,
    action: consent.optIn ? 'opt_in' : 'opt_out',
    channel: consent.channel,
    page: consent.page.slice(0, 200),
    ip: consent.ip,
    phone: consent.phone,
    at: consent.at,
  });
}
