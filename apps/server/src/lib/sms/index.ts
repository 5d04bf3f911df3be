import path from 'node:path';
import type { Clock } from '../clock.js';
import { createMsg91Sender } from './msg91.js';
import { createOutboxSmsSender } from './outbox.js';
import type { SmsConfig } from './sms-config.js';
import type { SmsSender } from './sms-sender.js';

export { loadSmsConfig, type SmsConfig } from './sms-config.js';
export {
  maskPhone,
  type SmsKind,
  type SmsLanguage,
  type SmsMessage,
  SmsRefusedError,
  type SmsSender,
  SmsUnavailableError,
} from './sms-sender.js';
export { composeSms, needsUnicode } from './templates.js';

/** MSG91 when SMS_PROVIDER=msg91, else the outbox folder under DATA_DIR. */
export function createSmsSender(
  config: SmsConfig,
  options: {
    dataDir: string;
    clock: Clock;
    logger: { info(object: object, message: string): void; warn(object: object, message: string): void };
  },
): SmsSender {
  if (config.provider === 'msg91') return createMsg91Sender(config, options.logger);
  return createOutboxSmsSender({
    dir: path.join(options.dataDir, 'outbox', 'sms'),
    clock: options.clock,
    logger: options.logger,
  });
}
