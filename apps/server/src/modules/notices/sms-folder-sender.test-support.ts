import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RetryableSendError } from '../../lib/provider-errors.js';
import type { SmsMessage, SmsSender } from '../../lib/sms/index.js';

/**
 * A small sender of the SMS interface for the notices' tests: each message one JSON file in a folder,
 * named by its key (a repeated key writes nothing, as the interface asks of a provider), and a switch
 * that makes it fail as a provider that is down.
 */
export interface SmsFolderSender extends SmsSender {
  dir: string;
  /** Every message written, in order. */
  written: SmsMessage[];
  /** Calls made with a key already written (sent again, but not a second message). */
  repeats: number;
  down: boolean;
}

export function smsFolderSender(dir: string): SmsFolderSender {
  const sender: SmsFolderSender = {
    name: 'outbox',
    dir,
    written: [],
    repeats: 0,
    down: false,
    async send(message) {
      if (sender.down) throw new RetryableSendError('The SMS stand-in is down.');
      const name = createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 24);
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(path.join(dir, `${name}.json`), JSON.stringify(message), { flag: 'wx' });
        sender.written.push(message);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        sender.repeats += 1;
      }
      return { providerMessageId: `sms-${name}` };
    },
  };
  return sender;
}
