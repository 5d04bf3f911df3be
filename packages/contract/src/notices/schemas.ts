import { z } from 'zod';

/** The channels a notice can go by (docs/decisions/0042). */
export const noticeChannelList = ['email', 'sms', 'whatsapp'] as const;
export const noticeChannel = z.enum(noticeChannelList);
export type NoticeChannel = z.infer<typeof noticeChannel>;

/** Every kind of notice the portal sends; each has its text in English and Hindi. */
export const noticeKindList = [
  'registration_approved',
  'registration_returned',
  'entry_confirmed',
  'entry_waitlisted',
  'entry_moved_up',
  'entry_refused',
  'entry_withdrawn',
  'entry_released',
  'entry_place_released',
  'entry_closing_soon',
  'payment_link',
  'results_published',
  'certificate_issued',
  'accreditation_ready',
] as const;
export const noticeKind = z.enum(noticeKindList);
export type NoticeKind = z.infer<typeof noticeKind>;

export const noticeLanguage = z.enum(['en', 'hi']);
export type NoticeLanguage = z.infer<typeof noticeLanguage>;

export const noticeDeliveryStateList = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'cancelled',
] as const;
export const noticeDeliveryState = z.enum(noticeDeliveryStateList);
export type NoticeDeliveryState = z.infer<typeof noticeDeliveryState>;

/** A person's choice of channels and language, with what the account can receive. */
export const noticePreferences = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  language: noticeLanguage,
  /** The verified address e-mail notices go to; empty when the account has none. */
  emailAddress: z.string(),
  /** The number SMS and WhatsApp notices go to; empty when the account has none. */
  phone: z.string(),
  /** When the person opted in to WhatsApp notices, or null while not opted in. */
  whatsappOptedInAt: z.string().nullable(),
});
export type NoticePreferences = z.infer<typeof noticePreferences>;

export const noticePreferencesBody = z
  .object({
    email: z.boolean(),
    sms: z.boolean(),
    whatsapp: z.boolean(),
    language: noticeLanguage,
    /** The page the choice was made on, recorded with a WhatsApp opt-in or opt-out. */
    page: z.string().trim().max(200).default(''),
  })
  .strict();
export type NoticePreferencesBody = z.input<typeof noticePreferencesBody>;

export const noticeDelivery = z.object({
  channel: noticeChannel,
  state: noticeDeliveryState,
  /** The address or number, partly hidden. */
  recipient: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  costPaise: z.number().int(),
});

export const adminNotice = z.object({
  _id: z.string(),
  kind: noticeKind,
  language: noticeLanguage,
  createdAt: z.string(),
  deliveries: z.array(noticeDelivery),
});
export type AdminNotice = z.infer<typeof adminNotice>;

export const adminUserNoticesParams = z.object({ userId: z.string().uuid() });
export const adminUserNotices = z.object({
  items: z.array(adminNotice),
  /** The newest this many are listed. */
  limit: z.number().int(),
});

export const noticeDayQuery = z.object({
  /** The day in India (YYYY-MM-DD); today when absent. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const noticeDayChannel = z.object({
  channel: noticeChannel,
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  total: z.number().int(),
  costPaise: z.number().int(),
  /** What one message on this channel costs now (configuration). */
  unitCostPaise: z.number().int(),
});
export const noticeDay = z.object({
  date: z.string(),
  channels: z.array(noticeDayChannel),
  totalCostPaise: z.number().int(),
  /** Delivery reports received that day naming a message no notice has. */
  unknownReports: z.number().int(),
});
export type NoticeDay = z.infer<typeof noticeDay>;

/** The WhatsApp Cloud API's webhook check (GET with hub.mode, hub.verify_token, hub.challenge). */
export const whatsappWebhookCheckQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export const deliveryReportOutcome = z.object({
  /** How many reports named a message of a notice, and how many named none. */
  recorded: z.number().int(),
  unknown: z.number().int(),
});
