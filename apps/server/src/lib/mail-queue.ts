import { isPlaceholderEmail } from '@para/contract';
import type { AppContext } from './context.js';
import { type MailMessage, maskEmail } from './mail.js';

const pending = new Set<Promise<void>>();

/**
 * Sends a message after the current request has answered. The answer must not wait for the mail server:
 * how long it takes would tell whether an account exists (a mail is only sent to real accounts), and a
 * slow server would hold the athlete's phone. A failure is logged with the masked address and subject
 * only (never the message, which holds codes); the person can ask for a new code.
 */
export function queueMail(ctx: Pick<AppContext, 'mailer' | 'logger'>, message: MailMessage): void {
  // Accounts a district secretary made for an athlete without an e-mail address have a reserved
  // `.invalid` address (RFC 2606): there is nobody to send to.
  if (isPlaceholderEmail(message.to)) return;
  const sending = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => ctx.mailer.send(message))
    .catch((error: unknown) => {
      ctx.logger.error(
        {
          to: maskEmail(message.to),
          subject: message.subject,
          error: error instanceof Error ? error.message : String(error),
        },
        'mail could not be sent',
      );
    })
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Waits for queued mail to be handed to the mail server (for a clean shutdown). */
export async function drainMailQueue(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
