import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { publishFileOnce } from '../publish-file.js';
import type { WhatsAppMessage, WhatsAppSender } from './whatsapp.js';

/**
 * Without a provider each WhatsApp message is one JSON file under DATA_DIR/outbox/whatsapp, in the
 * shape the SMS outbox uses (API.md), so `npm start` needs nothing. The file is named by the notice's
 * key and never overwritten: sending the same key again finds it and writes nothing.
 */
export function createWhatsAppOutbox(dir: string): WhatsAppSender {
  return {
    kind: 'outbox',
    dedupesRepeats: true,
    async send(message: WhatsAppMessage) {
      const digest = createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 32);
      const providerMessageId = `outbox-${digest}`;
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${digest}.json`);
      const content = {
        to: message.to,
        kind: message.kind,
        text: message.text,
        templateId: message.template,
        language: message.language,
        variables: message.variables,
        unicode: /[^\t\n\r\u0020-\u007e]/.test(message.text),
        createdAt: new Date().toISOString(),
      };
      // When the file is there already, an earlier try whose answer was lost wrote the same message.
      await publishFileOnce(file, `${JSON.stringify(content, null, 2)}\n`);
      return { providerMessageId };
    },
  };
}
