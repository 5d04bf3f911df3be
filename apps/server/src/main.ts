import { buildApp } from './app.js';
import { createContext } from './bootstrap.js';
import { seedAdministrator } from './db/seed.js';
import { loadConfig } from './lib/config.js';
import { drainMailQueue } from './lib/mail-queue.js';
import { pruneReplacedDocuments } from './lib/upload-pruning.js';
import { createBackgroundJobs } from './lifecycle/background-jobs.js';
import { DataDirInUseError, lockDataDir } from './lifecycle/data-dir-lock.js';
import { closeHttp, handleStopRequests } from './lifecycle/shutdown.js';
import {
  drainCertificateJobs,
  kickCertificateJobs,
  requeueInterruptedJobs,
  runCertificateJobs,
} from './modules/certificates/jobs.js';
import { pruneAbandonedEntryFiles } from './modules/competitions/entry-files.js';
import { remindUnpaidBeforeClose } from './modules/competitions/reminders.js';
import { releaseUnpaidEntries } from './modules/competitions/withdrawal.js';
import { seedContent } from './modules/content/seed.js';
import { runNoticeWorker } from './modules/notices/index.js';
import { reconcilePendingPayments } from './modules/payments/webhook.js';

const config = loadConfig();
// Listening for stop requests from the first moment: one during start-up waits for it to finish
// instead of killing the process halfway through a migration.
const shutdown = handleStopRequests();

if (!config.databaseUrl) {
  try {
    const lock = lockDataDir(config.dataDir, 'portal');
    shutdown.add('data dir lock', () => lock.release());
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`\n  The portal cannot start: ${error.message}\n\n`);
    process.exit(1);
  }
}

const ctx = await createContext(config);
shutdown.add('database', () => ctx.database.close());
shutdown.add('mailer', () => ctx.mailer.close());
// Sign-up and password codes are sent after the answer; a stop waits for those under way.
shutdown.add('queued mail', () => drainMailQueue());
const seeded = await seedAdministrator(ctx.db, config, ctx.clock);
await seedContent(ctx.db, ctx.clock);
const app = await buildApp(ctx);

const jobs = createBackgroundJobs(ctx.logger);
shutdown.add('background jobs', () => jobs.stop());
// Throttle windows older than a day are of no use; clear them hourly.
jobs.every('rate limit prune', 3_600_000, () => ctx.limiter.prune());
// Orders whose outcome never reached us (browser closed, webhook lost) are asked about every 5 minutes.
jobs.every('payment reconcile', 5 * 60_000, () => reconcilePendingPayments(ctx));
// Competition entries left unpaid past their hold (48 hours) are released, and their places given on;
// athletes with an unpaid entry are reminded once, a day before entries close.
jobs.every('unpaid entry release', 5 * 60_000, () => releaseUnpaidEntries(ctx));
jobs.every('unpaid entry reminder', 15 * 60_000, () => remindUnpaidBeforeClose(ctx));

// Files of documents replaced more than 30 days ago are deleted hourly (the rows stay as history), and
// files uploaded for a form that no entry names, once the form takes no more entries.
jobs.every('replaced upload pruning', 3_600_000, () => pruneReplacedDocuments(ctx));
jobs.every('abandoned entry file pruning', 3_600_000, () => pruneAbandonedEntryFiles(ctx));
// Certificates are issued by jobs queued when results are published; one left running when the server
// stopped is run again now, and a job that failed is retried every minute (decision 26).
await requeueInterruptedJobs(ctx);
shutdown.add('certificate jobs', () => drainCertificateJobs());
// CERTIFICATE_JOBS=manual queues jobs without running them (decision 26): the timer too.
if (config.certificateJobs === 'auto')
  jobs.every('certificate issuing', 60_000, () => runCertificateJobs(ctx));
kickCertificateJobs(ctx);
// Notices (approvals, entries, results…) are rows written with their change; every instance sends
// those due, each row claimed by one (decision 42). NOTICE_WORKER=manual leaves them to be sent by hand.
if (config.notices.worker === 'auto')
  jobs.every('notice sending', config.notices.pollMs, () => runNoticeWorker(ctx));

const address = await app.listen({ port: config.port, host: config.host });
// Stopping closes in the reverse order: HTTP first (drain), then the jobs, mail, database and lock.
shutdown.add('http', () => closeHttp(app));
shutdown.started(app.log);
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
