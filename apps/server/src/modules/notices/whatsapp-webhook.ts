import { and, eq, isNotNull } from 'drizzle-orm';
import { noticePreferences } from '../../db/schema/notices.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { hmacHex, safeEqual } from '../../lib/crypto.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { type DeliveryReport, recordDeliveryReports } from './delivery-reports.js';
import { recordWhatsAppConsent } from './preferences.js';

/**
 * The WhatsApp Cloud API's webhook: the status of each message sent (sent, delivered, read, failed)
 * and the messages people send back. A reply of STOP (or its Hindi words) opts the number out at once.
 */

interface WebhookBody {
  entry?: {
    changes?: {
      value?: {
        statuses?: { id?: string; status?: string; errors?: { title?: string; code?: number }[] }[];
        messages?: { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
      };
    }[];
  }[];
}

/** Words that end WhatsApp notices, as people write them. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'stop all', 'रोकें', 'रोको', 'बंद', 'बंद करें']);

export const whatsappSignature = (secret: string, rawBody: string) => `sha256=${hmacHex(secret, rawBody)}`;

/** The subscription check: the verify token must match; the challenge is echoed. */
export function checkSubscription(
  ctx: AppContext,
  query: {
    'hub.mode'?: string | undefined;
    'hub.verify_token'?: string | undefined;
    'hub.challenge'?: string | undefined;
  },
): string {
  const expected = ctx.config.notices.whatsappVerifyToken;
  const given = query['hub.verify_token'] ?? '';
  if (query['hub.mode'] !== 'subscribe' || !expected || !safeEqual(expected, given))
    throw forbidden('The verify token does not match.', null, 'WEBHOOK_SIGNATURE_INVALID');
  return query['hub.challenge'] ?? '';
}

const statusOutcome = (status: string): DeliveryReport['state'] =>
  status === 'delivered' || status === 'read' ? 'delivered' : status === 'failed' ? 'failed' : 'other';

export async function processWhatsAppWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<{ recorded: number; unknown: number }> {
  const secret = ctx.config.notices.whatsappAppSecret;
  if (!secret || !signature || !safeEqual(whatsappSignature(secret, rawBody), signature))
    throw badRequest('The webhook signature is not valid.', null, 'WEBHOOK_SIGNATURE_INVALID');
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    throw badRequest('The webhook body is not valid JSON.', null, 'WEBHOOK_BODY_INVALID');
  }
  const reports: DeliveryReport[] = [];
  const stopFrom = new Set<string>();
  const values = (Array.isArray(body.entry) ? body.entry : []).flatMap((entry) =>
    (Array.isArray(entry?.changes) ? entry.changes : []).map((change) => change?.value ?? {}),
  );
  for (const value of values) {
    for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
      if (typeof status?.id !== 'string' || typeof status.status !== 'string') continue;
      reports.push({
        providerMessageId: status.id.slice(0, 200),
        status: status.status.slice(0, 40),
        state: statusOutcome(status.status),
        detail: String(status.errors?.[0]?.title ?? '').slice(0, 200),
      });
    }
    for (const message of Array.isArray(value.messages) ? value.messages : []) {
      const words = String(message?.text?.body ?? message?.button?.text ?? '')
        .trim()
        .toLowerCase();
      if (typeof message?.from === 'string' && /^\d{8,15}$/.test(message.from) && STOP_WORDS.has(words))
        stopFrom.add(`+${message.from}`);
    }
  }
  const outcome =
    reports.length > 0 ? await recordDeliveryReports(ctx, 'whatsapp', reports) : { recorded: 0, unknown: 0 };
  for (const phone of stopFrom) await optOutNumber(ctx, phone);
  return outcome;
}

/** Every account on the number that is opted in is opted out (a shared family phone has several). */
async function optOutNumber(ctx: AppContext, phone: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const optedIn = await tx
      .select({ userId: noticePreferences.userId })
      .from(noticePreferences)
      .innerJoin(users, eq(users.id, noticePreferences.userId))
      .where(and(eq(users.phone, phone), isNotNull(noticePreferences.whatsappOptedInAt)))
      .for('update', { of: noticePreferences });
    for (const { userId } of optedIn) {
      await recordWhatsAppConsent(tx, {
        userId,
        optIn: false,
        channel: 'whatsapp',
        page: '',
        ip: '',
        phone,
        at: now,
      });
      await tx
        .update(noticePreferences)
        .set({ whatsappOptedInAt: null, updatedAt: now })
        .where(eq(noticePreferences.userId, userId));
    }
  });
}
