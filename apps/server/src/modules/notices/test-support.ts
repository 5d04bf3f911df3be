import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/context.js';
import {
  type CloudApiStandIn,
  startCloudApiStandIn,
} from '../../lib/whatsapp/cloud-api-stand-in.test-support.js';
import { setNoticeChannels } from './channels/index.js';
import { createSmsChannel } from './channels/sms.js';
import { type SmsFolderSender, smsFolderSender } from './sms-folder-sender.test-support.js';

export const TEMPLATES = {
  registration_approved: {
    smsTemplateId: '1107170000000000001',
    whatsappTemplate: 'para_registration_approved',
  },
  results_published: { smsTemplateId: '1107170000000000002', whatsappTemplate: 'para_results_published' },
};

export interface NoticesTest {
  t: TestContext;
  whatsapp: CloudApiStandIn;
  sms: SmsFolderSender;
  close(): Promise<void>;
}

/** One app whose WhatsApp notices go to the Cloud API stand-in over HTTP and SMS to a folder. */
export async function startNoticesTest(env: Record<string, string> = {}): Promise<NoticesTest> {
  const whatsapp = await startCloudApiStandIn();
  const t = await createTestContext({
    ...whatsapp.env,
    NOTICE_TEMPLATES: JSON.stringify(TEMPLATES),
    NOTICE_COST_PAISE: 'email=0,sms=20,whatsapp=50',
    SMS_REPORT_TOKEN: 'report-token-for-the-tests-0123456789',
    PUBLIC_URL: 'https://para.example.in',
    ...env,
  });
  const sms = smsFolderSender(await mkdtemp(path.join(tmpdir(), 'para-sms-')));
  setNoticeChannels(t.ctx, { sms: createSmsChannel(sms, t.ctx.config.notices.templates) });
  return {
    t,
    whatsapp,
    sms,
    async close() {
      await t.close();
      await whatsapp.close();
    },
  };
}

let numbers = 0;
/** A mobile number of its own. */
export const nextMobile = () => {
  numbers += 1;
  return `+917${String((process.pid * 100_000 + numbers) % 1_000_000_000).padStart(9, '0')}`;
};

/**
 * Athletes written straight into the database, opted in to WhatsApp with a number each and no verified
 * e-mail (so WhatsApp is their one channel): hundreds in a few statements.
 */
export async function optedInAthletes(
  t: TestContext,
  count: number,
): Promise<{ id: string; phone: string }[]> {
  const now = t.clock.now().toISOString();
  const people = Array.from({ length: count }, (_, index) => ({
    name: `Athlete ${index}`,
    email: `wa.${Date.now().toString(36)}.${numbers}.${index}@example.in`,
    phone: nextMobile(),
  }));
  const result = (await t.ctx.db.execute(sql`
    insert into users (name, email, phone, password_hash, created_at, updated_at)
    select p.name, p.email, p.phone, 'not-a-real-hash', ${now}::timestamptz, ${now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p(name text, email text, phone text)
    returning id, phone`)) as unknown as { rows: { id: string; phone: string }[] };
  await t.ctx.db.execute(sql`
    insert into notice_preferences (user_id, whatsapp_opted_in_at, updated_at)
    select id, ${now}::timestamptz, ${now}::timestamptz from users
    where id = any(${`{${result.rows.map((row) => row.id).join(',')}}`}::uuid[])`);
  return result.rows;
}

/** Delivery rows of notices whose key starts with `prefix`, by state. */
export async function statesOf(t: TestContext, prefix: string): Promise<Record<string, number>> {
  const result = (await t.ctx.db.execute(sql`
    select state, count(*)::int as count from notice_deliveries
    where idempotency_key like ${`${prefix}%`} group by state`)) as unknown as {
    rows: { state: string; count: number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.state, Number(row.count)]));
}
