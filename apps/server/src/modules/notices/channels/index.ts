import type { NoticeChannelName } from '../../../db/schema/notices.js';
import type { AppContext } from '../../../lib/context.js';
import { createWhatsAppSender } from '../../../lib/whatsapp/whatsapp.js';
import type { NoticeChannel } from './channel.js';
import { createEmailChannel } from './email.js';
import { createSmsChannel } from './sms.js';
import { createWhatsAppChannel } from './whatsapp.js';

export type NoticeChannels = Partial<Record<NoticeChannelName, NoticeChannel>>;

const byContext = new WeakMap<AppContext, NoticeChannels>();

/**
 * The channels of a portal, made once from its configuration: e-mail over the mailer, SMS over the
 * sender the one-time codes use (lib/sms: MSG91 or the outbox folder), WhatsApp over the Cloud API or
 * the outbox folder.
 */
export function noticeChannelsOf(ctx: AppContext): NoticeChannels {
  let channels = byContext.get(ctx);
  if (!channels) {
    const { notices, publicUrl, dataDir } = ctx.config;
    channels = {
      email: createEmailChannel(ctx.mailer, new URL(publicUrl).hostname),
      sms: createSmsChannel(ctx.sms, notices.templates),
      whatsapp: createWhatsAppChannel(
        createWhatsAppSender(notices, `${dataDir}/outbox/whatsapp`),
        notices.templates,
      ),
    };
    byContext.set(ctx, channels);
  }
  return channels;
}

/** Puts channels in place of the configured ones (tests and the benchmark give an SMS sender). */
export function setNoticeChannels(ctx: AppContext, channels: NoticeChannels): void {
  byContext.set(ctx, { ...noticeChannelsOf(ctx), ...channels });
}
