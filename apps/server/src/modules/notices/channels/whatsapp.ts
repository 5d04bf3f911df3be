import type { NoticeConfig } from '../../../lib/notice-config.js';
import type { WhatsAppSender } from '../../../lib/whatsapp/whatsapp.js';
import type { NoticeChannel } from './channel.js';

/** Notices as WhatsApp template messages: the template named for the kind in NOTICE_TEMPLATES (else the kind). */
export function createWhatsAppChannel(
  sender: WhatsAppSender,
  templates: NoticeConfig['templates'],
): NoticeChannel {
  return {
    name: 'whatsapp',
    dedupesRepeats: sender.dedupesRepeats,
    send: (notice) =>
      sender.send({
        to: notice.recipient,
        kind: notice.kind,
        text: notice.text.short,
        template: templates[notice.kind]?.whatsappTemplate ?? notice.kind,
        language: notice.language,
        variables: notice.text.variables,
        idempotencyKey: notice.idempotencyKey,
      }),
  };
}
