import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { COUNT_CAP } from './paging.js';

/**
 * What the administrators' search boxes (users, review queue, payments) match, and how.
 *
 * Each searched table has a generated `search_text` column (db/schema: users' lower-case name, e-mail,
 * phone digits and UID; a payment's receipt, order and payment references) with one trigram index, so a
 * search is a single `search_text LIKE '%term%'` the index answers, not an OR of one condition per column.
 *
 * - Letters are compared lower-case: "MEERA" finds "Meera Pillai".
 * - A term made of digits and phone punctuation ("+91 98765 43210", "98765-43210") is reduced to its
 *   digits, as the phone is in search_text, so it finds +919876543210. Other terms are taken as typed:
 *   the digits inside "ravi2024@gmail.com" do not become a phone search.
 * - Trigrams need three characters. A shorter term (after that) matches the start of the name, which
 *   is where search_text starts (`search_text LIKE 'ab%'`, a range of users_search_prefix_idx), rather
 *   than scanning every row for it.
 */
export type SearchTerm = { kind: 'contains'; pattern: string } | { kind: 'prefix'; pattern: string };

/** Shortest term matched anywhere in search_text; shorter ones match the start of the name. */
export const MIN_CONTAINS_LENGTH = 3;

const PHONE_LIKE = /^[+\d\s().-]+$/;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The normalised term and how to match it; undefined for an empty search. */
export function searchTerm(raw: string | undefined): SearchTerm | undefined {
  const trimmed = raw?.trim() ?? '';
  if (!trimmed) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  const term = PHONE_LIKE.test(trimmed) && digits ? digits : trimmed.toLowerCase();
  if (term.length < MIN_CONTAINS_LENGTH) return { kind: 'prefix', pattern: `${escapeLike(term)}%` };
  return { kind: 'contains', pattern: `%${escapeLike(term)}%` };
}

/** The condition on a users table (or an alias of it) for a term. */
export function userMatches(table: { searchText: AnyPgColumn }, term: SearchTerm): SQL {
  // 'contains': the trigram index; 'prefix' ('ab%'): a range of the text_pattern_ops index.
  return sql`${table.searchText} like ${term.pattern}`;
}

/** The condition on a payment's own references; a short term matches none (payers' names only). */
export function paymentMatches(table: { searchText: AnyPgColumn }, term: SearchTerm): SQL | undefined {
  return term.kind === 'contains' ? sql`${table.searchText} like ${term.pattern}` : undefined;
}

/**
 * How a search's page is found. PostgreSQL, left to plan `… WHERE search ORDER BY created_at LIMIT 25`,
 * walks the order's index and checks each row whenever it believes the matches are many. Its belief
 * comes from a sample, and a substring of a name or a phone number is often far rarer, or more bunched
 * at the far end of the order, than the sample shows: "Pillai 12" (33 queue rows, estimated 300) made it
 * walk all 50,000 waiting registrations, 100 ms instead of 1 ms.
 *
 * So a search first collects its matches through its own index, up to the count cap (which the list needs
 * counted anyway), without any order, and takes the page from them. Only when there are more than
 * COUNT_CAP, which makes them at least a tenth of the rows, does the list walk its order's index for the
 * page, and then it finds it within a few hundred rows.
 */
export async function searchPage(
  db: DbOrTx,
  /** Selects "id" and the columns `order` names, without ORDER BY or LIMIT. */
  hits: SQL,
  order: SQL,
  page: { limit: number; offset: number },
): Promise<{ total: number; ids: string[] | undefined }> {
  const result = (await db.execute(sql`
    with "hits" as materialized (${hits} limit ${COUNT_CAP + 1})
    select (select count(*)::int from "hits") as "total",
      (select coalesce(json_agg("id" order by ${order}), '[]'::json)
        from (select * from "hits" order by ${order} limit ${page.limit} offset ${page.offset}) "page") as "ids"`)) as unknown as {
    rows: { total: number | string; ids: string[] }[];
  };
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  return { total, ids: total > COUNT_CAP ? undefined : (row?.ids ?? []) };
}
