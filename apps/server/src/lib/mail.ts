import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { publishFileOnce } from './publish-file.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, without angle brackets: a notice's names its key, so a repeat can be recognised. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info'>;
}

/** `a***@example.com`: enough to follow a message in the log without publishing the address. */
export const maskEmail = (address: string): string => {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

const withMessageId = (from: string, { messageId, ...message }: MailMessage) => ({
  from,
  ...message,
  ...(messageId ? { messageId: `<${messageId}>` } : {}),
});

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder, so the
 * portal works offline out of the box. Message contents (codes) are never logged.
 */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(withMessageId(from, message));
        logger.info({ to: maskEmail(message.to), subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(withMessageId(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await publishFileOnce(file, info.message as Buffer);
      logger.info({ to: maskEmail(message.to), file }, 'no SMTP_URL set: mail written to the outbox folder');
    },
    close: () => transport.close(),
  };
}
