import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Mailer } from './mail.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { RateLimiter } from './rate-limit.js';
import type { SmsSender } from './sms/sms-sender.js';
import type { FileStorage } from './storage.js';

/** What the modules need from the outside world, built once in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** For work outside a request (mail after a decision, background reconciling). */
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  limiter: RateLimiter;
  /** Uploaded files (documents, photos, cover images), outside any public folder. */
  storage: FileStorage;
  /** Razorpay when its keys are set, otherwise the built-in test gateway. */
  gateway: PaymentGateway;
  /** MSG91 when SMS_PROVIDER is set, otherwise the outbox folder (lib/sms). */
  sms: SmsSender;
  /** Key for hashing one-time codes; from APP_SECRET or generated once and kept in the database. */
  codeKey: string;
}
