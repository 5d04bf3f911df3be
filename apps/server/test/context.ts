import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { createContext } from '../src/bootstrap.js';
import type { Database } from '../src/db/client.js';
import { ManualClock } from '../src/lib/clock.js';
import { loadConfig } from '../src/lib/config.js';
import type { AppContext } from '../src/lib/context.js';
import { drainMailQueue } from '../src/lib/mail-queue.js';
import type { PublicDocuments } from '../src/lib/public-documents.js';
import { runNoticeWorker } from '../src/modules/notices/index.js';
import { takeQueuedFlag } from '../src/modules/notices/queue.js';
import { openTestDatabase } from './database.js';
import { type Mailbox, startMailbox } from './mailbox.js';

export const ADMIN_EMAIL = 'admin@test.parasports.in';
export const SECOND_ADMIN_EMAIL = 'secretary@test.parasports.in';

export interface TestContext {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  mailbox: Mailbox;
  dataDir: string;
  /** app.inject with JSON handling and an optional token. */
  call(options: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallOptions {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever `data` holds and assert on it
  body: { success: boolean; message: string; code?: string; data: any };
  response: LightMyRequestResponse;
}

/**
 * One app per test file, on its own database (PGlite or PostgreSQL per TEST_DB), with mail going to a
 * real SMTP receiver and time under the test's control.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: {
    database?: Database;
    documents?: PublicDocuments;
    /**
     * `after-each-call` (the default): notices a call queued are sent before it returns, as mail was,
     * so a test reads them from the mailbox at once. `manual`: the test runs the worker itself.
     */
    notices?: 'after-each-call' | 'manual';
  } = {},
): Promise<TestContext> {
  const mailbox = await startMailbox();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'para-test-'));
  const clock = new ManualClock(new Date('2026-11-22T04:30:00.000Z'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    ADMIN_EMAIL,
    ADMIN_EMAILS: SECOND_ADMIN_EMAIL,
    LOG_LEVEL: process.env.TEST_LOG === '1' ? 'error' : 'silent',
    // Publishing queues certificate issuing; a test runs the jobs when it means to (runCertificateJobs).
    CERTIFICATE_JOBS: 'manual',
    // Notices are sent by the test: after each call (below), or by hand where a test says so.
    NOTICE_WORKER: 'manual',
    // The built-in test gateway, chosen by name: some tests give a public PUBLIC_URL for their links,
    // where the portal would otherwise refuse to start without Razorpay keys.
    PAYMENTS_GATEWAY: 'test',
    // A proof of work the tests solve in a millisecond (a person's browser meets 100,000).
    PROOF_OF_WORK_MAX_NUMBER: '1000',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const ctx = await createContext(config, { database, clock });
  const app = await buildApp(ctx, {
    serveWeb: false,
    logger: process.env.TEST_LOG === '1',
    ...(options.documents ? { documents: options.documents } : {}),
  });
  await app.ready();

  const call = async ({ method, url, body, token, ip, headers }: CallOptions): Promise<CallResult> => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip ?? '127.0.0.1',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { 'access-token': token } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    // Mail leaves after the answer; tests read the mailbox as if it went with it (mail-timing.test.ts does not).
    await drainMailQueue();
    if (options.notices !== 'manual' && takeQueuedFlag()) await runNoticeWorker(ctx);
    return { status: response.statusCode, body: response.json(), response };
  };

  // A test that waits for a mail a background job's notice carries (a reminder, a released entry) gets
  // it as a call's notices: the worker sends what is due first.
  const drivenMailbox: Mailbox = {
    ...mailbox,
    async waitFor(address, seen) {
      if (options.notices !== 'manual') await runNoticeWorker(ctx);
      return mailbox.waitFor(address, seen);
    },
  };

  return {
    app,
    ctx,
    clock,
    mailbox: drivenMailbox,
    dataDir,
    call,
    async close() {
      await app.close();
      ctx.mailer.close();
      await database.close();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
