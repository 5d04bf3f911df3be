import path from 'node:path';
import pino from 'pino';
import { type Database, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { loadOrCreateSecret } from './db/secrets.js';
import { type Clock, systemClock } from './lib/clock.js';
import type { Config } from './lib/config.js';
import type { AppContext } from './lib/context.js';
import { createMailer } from './lib/mail.js';
import { announceGateway, createGateway } from './lib/payment-gateway.js';
import { RateLimiter } from './lib/rate-limit.js';
import { createSmsSender } from './lib/sms/index.js';
import { createDiskStorage } from './lib/storage.js';
import { seedReferenceData } from './modules/registration/reference.js';

export interface ContextOverrides {
  database?: Database;
  clock?: Clock;
}

/** Opens the database (migrated), the mailer and the rest of what the modules need. */
export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pgdata') }));
  await runMigrations(database);
  // Districts and sports are reference data the forms cannot work without; inserted once, then edited by admins.
  await seedReferenceData(database.db);
  const clock = overrides.clock ?? systemClock;
  const logger = pino({ level: config.logLevel });
  const gateway = await createGateway(config, database.db);
  announceGateway(gateway, logger);
  return {
    config,
    database,
    db: database.db,
    clock,
    logger,
    limiter: new RateLimiter(database.db, clock),
    gateway,
    storage: createDiskStorage(path.join(config.dataDir, 'uploads')),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    }),
    sms: createSmsSender(config.sms, { dataDir: config.dataDir, clock, logger }),
    codeKey: await loadOrCreateSecret(database.db, 'one_time_code_key', config.appSecret),
  };
}
