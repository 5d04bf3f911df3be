import { defaultState } from '@para/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Next value of a named sequence. The upsert takes the row lock, so concurrent transactions queue on
 * it and each gets its own consecutive value; a transaction that rolls back gives its value back.
 */
export async function nextCounter(db: DbOrTx, scope: string): Promise<number> {
  const result = (await db.execute(sql`
    insert into counters (scope, last_value) values (${scope}, 1)
    on conflict (scope) do update set last_value = counters.last_value + 1
    returning last_value`)) as unknown as { rows: { last_value: number | string }[] };
  return Number(result.rows[0]?.last_value);
}

/** `<STATE>PS<YY><5-digit sequence>`, e.g. KLPS2600042: unique, never reused. */
export async function nextUid(db: DbOrTx, at: Date, stateCode: string = defaultState.code): Promise<string> {
  const prefix = `${stateCode}PS${String(at.getUTCFullYear() % 100).padStart(2, '0')}`;
  const value = await nextCounter(db, `uid:${prefix}`);
  return `${prefix}${String(value).padStart(5, '0')}`;
}
