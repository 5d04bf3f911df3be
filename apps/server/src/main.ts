import { buildApp } from './app.js';
import { createContext } from './bootstrap.js';
import { seedAdministrator } from './db/seed.js';
import { loadConfig } from './lib/config.js';
import { seedContent } from './modules/content/content.seed.js';
import { reconcilePendingPayments } from './modules/payments/webhook.js';

const config = loadConfig();
const ctx = await createContext(config);
const seeded = await seedAdministrator(ctx.db, config, ctx.clock);
await seedContent(ctx.db, ctx.clock);
const app = await buildApp(ctx);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  ctx.mailer.close();
  await ctx.database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// Throttle windows older than a day are of no use; clear them hourly.
setInterval(
  () => void ctx.limiter.prune().catch((err) => app.log.warn({ err }, 'rate limit prune failed')),
  3_600_000,
).unref();

// Orders whose outcome never reached us (browser closed, webhook lost) are asked about every 5 minutes.
setInterval(
  () => void reconcilePendingPayments(ctx).catch((err) => app.log.warn({ err }, 'payment reconcile failed')),
  5 * 60_000,
).unref();

(await import('./lib/upload-pruning.js')).startUploadPruning(ctx, app); // stopped by app.close()

const address = await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl || address;
// Printed to the terminal rather than logged: this is the only time the generated password is shown.
process.stdout.write(
  [
    '',
    `  Para Sports portal is running at ${url}`,
    `  Database: ${ctx.database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(seeded
      ? [
          `  Administrator created: ${seeded.email}`,
          seeded.generatedPassword
            ? `  Password (shown only this once, change it after logging in): ${seeded.generatedPassword}`
            : '  Password: the ADMIN_PASSWORD you set',
        ]
      : []),
    '',
    '',
  ].join('\n'),
);
