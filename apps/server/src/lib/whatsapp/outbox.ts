import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
      try {
        await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // Written by an earlier try whose answer was lost: the same message, not a second one.
        JSON.parse(await readFile(file, 'utf8'));
      }
      return { providerMessageId };
    },
  };
}
