import type { NoticeKind, NoticeLanguage } from '@para/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { NoticeFacts } from './texts.js';

export interface NoticeInput {
  userId: string;
  kind: NoticeKind;
  data: NoticeFacts;
  /** Names the event, so the same event queues one notice however often its code runs. */
  idempotencyKey: string;
  /** The time of the change (the caller's clock). */
  at: Date;
  /** The language to write in when the person has not chosen one (e.g. the page's, for an entry). */
  language?: NoticeLanguage;
}

/** Set when a notice is queued in this process: the test context runs the worker only then. */
let queuedSinceLastRun = false;
export const takeQueuedFlag = (): boolean => {
  const was = queuedSinceLastRun;
  queuedSinceLastRun = false;
  return was;
};

/** Rows per statement: 10,000 notices of a publication go in a few statements, not 10,000. */
const BATCH = 2_000;

/**
 * Queues notices in the caller's transaction (docs/decisions/0042): a change that rolls back takes its
 * notices with it; one that commits has them, and the worker sends them. Each notice gets one delivery
 * row per channel the person gets notices by now, addressed now:
 *   e-mail   unless turned off, to a verified address, or the one a district secretary gave for an
 *            athlete who has not taken the account over (never a district's placeholder);
 *   SMS      when turned on and the account has a number (default off until numbers are verified);
 *   WhatsApp only while the person is opted in.
 * A key already queued is skipped, so a retried caller (a webhook delivered twice) notifies once.
 */
export async function queueNotices(tx: DbOrTx, inputs: NoticeInput[]): Promise<void> {
  for (let start = 0; start < inputs.length; start += BATCH) {
    const rows = inputs.slice(start, start + BATCH).map((input) => ({
      user_id: input.userId,
      kind: input.kind,
      data: input.data,
      key: input.idempotencyKey,
      at: input.at.toISOString(),
      language: input.language ?? null,
    }));
    await tx.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(user_id uuid, kind text, data jsonb, key text, at timestamptz, language text)
      ),
      inserted as (
        insert into notices (user_id, kind, data, idempotency_key, language, created_at)
        select i.user_id, i.kind, i.data, i.key, coalesce(p.language, i.language, 'en'), i.at
        from input i
        left join notice_preferences p on p.user_id = i.user_id
        on conflict (idempotency_key) do nothing
        returning id, user_id, idempotency_key, created_at
      )
      insert into notice_deliveries
        (notice_id, user_id, channel, recipient, idempotency_key, next_attempt_at, created_at)
      select n.id, n.user_id, c.channel, c.recipient, n.idempotency_key || ':' || c.channel, n.created_at, n.created_at
      from inserted n
      join users u on u.id = n.user_id
      left join notice_preferences p on p.user_id = n.user_id
      cross join lateral (values
        ('email', u.email, coalesce(p.email, true) and u.email not like '%.invalid'
          and (u.email_verified_at is not null or (u.assisted_by is not null and u.taken_over_at is null))),
        -- SMS costs the association money: by default only for an account with a proved number and no
        -- address to mail (an athlete who signed up by phone), as preferences.ts says.
        ('sms', u.phone, coalesce(p.sms, u.phone_verified_at is not null and not (
          u.email not like '%.invalid' and u.email <> ''
          and (u.email_verified_at is not null or (u.assisted_by is not null and u.taken_over_at is null))
        )) and u.phone <> ''),
        ('whatsapp', u.phone, p.whatsapp_opted_in_at is not null and u.phone <> '')
      ) as c(channel, recipient, wanted)
      where c.wanted`);
  }
  if (inputs.length > 0) queuedSinceLastRun = true;
}

/** One notice, in the caller's transaction: what the other modules call beside their change. */
export function queueNotice(tx: DbOrTx, input: NoticeInput): Promise<void> {
  return queueNotices(tx, [input]);
}
