import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock.js';
import { publishFileOnce } from '../publish-file.js';
import { maskPhone, type SmsSender } from './sms-sender.js';

/**
 * Without a provider each SMS becomes one JSON file under DATA_DIR/outbox/sms/, in the shape other
 * tools read (../shared/API.md): `{ to, kind, text, templateId, unicode, createdAt }`. The file is named
 * after the idempotency key and never overwritten, so the same message sent twice stays one file.
 */
export function createOutboxSmsSender(options: {
  dir: string;
  clock: Clock;
  logger: { info(object: object, message: string): void };
}): SmsSender {
  return {
    name: 'outbox',
    async send(message) {
      const providerMessageId = `outbox-${createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 32)}`;
      const file = path.join(options.dir, `${providerMessageId}.json`);
      const record = {
        to: message.to,
        kind: message.kind,
        text: message.text,
        templateId: message.templateId,
        unicode: message.unicode,
        createdAt: options.clock.now().toISOString(),
      };
      await mkdir(options.dir, { recursive: true });
      if (!(await publishFileOnce(file, `${JSON.stringify(record, null, 2)}\n`)))
        return { providerMessageId };
      options.logger.info(
        { to: maskPhone(message.to), kind: message.kind, file },
        'no SMS_PROVIDER set: SMS written to the outbox folder',
      );
      return { providerMessageId };
    },
  };
}
