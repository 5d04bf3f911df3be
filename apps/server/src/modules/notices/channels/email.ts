import type { Mailer } from '../../../lib/mail.js';
import { RetryableSendError } from '../../../lib/provider-errors.js';
import type { NoticeChannel } from './channel.js';

interface SmtpError {
  responseCode?: number;
  code?: string;
}

/**
 * Notices by e-mail over the portal's mailer (SMTP_URL, else .eml files in the outbox). The message's
 * Message-ID is built from the notice's key, so a copy sent twice is recognisably the same message;
 * SMTP itself does not refuse a repeat, so this channel is not counted as one that dedupes.
 */
export function createEmailChannel(mailer: Mailer, host: string): NoticeChannel {
  return {
    name: 'email',
    dedupesRepeats: false,
    async send(notice) {
      const messageId = `${notice.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '.')}@${host}`;
      try {
        await mailer.send({
          to: notice.recipient,
          subject: notice.text.subject,
          text: notice.text.mailText,
          messageId,
        });
      } catch (error) {
        const smtp = error as SmtpError;
        // 4xx replies and a server that cannot be reached are temporary; a 5xx reply is final (no such mailbox).
        const permanent = typeof smtp.responseCode === 'number' && smtp.responseCode >= 500;
        if (!permanent) throw new RetryableSendError('The mail server did not take the message.');
        throw new Error(`The mail server refused the message (${smtp.responseCode}).`);
      }
      return { providerMessageId: `<${messageId}>` };
    },
  };
}
