import type { ClassStatus } from '@para/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The marks a shortlist is read from, in one query however many athletes there are: for each athlete
 * and discipline, the best mark that counts and the best that does not (wind over +2.0 m/s, or no
 * reading where wind is measured), from the version of each competition's results published now
 * (so a correction counts at once) and from the marks administrators entered from other competitions.
 * Marks with a status (DNS, DNF, DQ, NM) or none at all never count.
 */

export interface MarkQuery {
  selectionId: string;
  windowStart: string;
  windowEnd: string;
  /** Discipline keys that have a standard. */
  keys: string[];
  /** Of them, those ranked lowest first (times). */
  timeKeys: string[];
  /** Of them, those whose marks need a wind reading. */
  windKeys: string[];
}

export interface BestMarkRow {
  userId: string;
  uid: string;
  name: string;
  disciplineKey: string;
  counted: boolean;
  markValue: number;
  wind: number | null;
  round: string | null;
  competition: string;
  competitionDate: string;
  external: boolean;
  registrationStatus: string;
  district: string;
  gender: string | null;
  dateOfBirth: string | null;
  sports: { sport: string; sportClass?: string; classStatus: ClassStatus; reviewDate?: string }[];
}

/** `column in (…)`, or false for an empty list (SQL has no empty list). */
const inList = (column: SQL, values: string[]): SQL =>
  values.length === 0 ? sql`false` : sql`${column} in ${values}`;

/** The most wind a mark may have had and still count, in tenths of a metre per second. */
const MAX_LEGAL_WIND = 20;

export async function bestMarks(db: DbOrTx, query: MarkQuery): Promise<BestMarkRow[]> {
  if (query.keys.length === 0) return [];
  const counted = (alias: string) => {
    const wind = sql.raw(`${alias}.wind`);
    const key = sql.raw(`${alias}.discipline_key`);
    return sql`((${wind} is null or ${wind} <= ${MAX_LEGAL_WIND}) and (${wind} is not null or not ${inList(key, query.windKeys)}))`;
  };
  const better = sql`case when ${inList(sql.raw('m.discipline_key'), query.timeKeys)} then m.mark_value else -m.mark_value end`;
  const result = await db.execute(sql`
    with best as (
      select distinct on (m.user_id, m.discipline_key, m.counted)
        m.user_id, m.discipline_key, m.counted, m.mark_value, m.wind, m.round, m.competition,
        m.competition_date, m.external
      from (
        select r.user_id, r.discipline_key, ${counted('r')} as counted, r.mark_value, r.wind, r.round,
          f.title as competition, e.start_date as competition_date, false as external
        from public_events e
        join entry_forms f on f.event_id = e.id
        join lateral (
          select max(v.version) as version from result_versions v where v.form_id = f.id
        ) cv on cv.version is not null
        join results r on r.form_id = f.id and r.version = cv.version
        where e.start_date between ${query.windowStart} and ${query.windowEnd}
          and ${inList(sql.raw('r.discipline_key'), query.keys)}
          and r.status is null and r.mark_value is not null and r.user_id is not null
        union all
        select x.user_id, x.discipline_key, ${counted('x')} as counted, x.mark_value, x.wind, x.round,
          x.competition, x.competition_date, true as external
        from selection_external_marks x
        where x.selection_id = ${query.selectionId}
          and x.competition_date between ${query.windowStart} and ${query.windowEnd}
      ) m
      order by m.user_id, m.discipline_key, m.counted, ${better}, m.competition_date
    )
    select b.user_id, u.uid, u.name, b.discipline_key, b.counted, b.mark_value, b.wind, b.round,
      b.competition, b.competition_date::text as competition_date, b.external,
      g.status as registration_status, coalesce(g.district, '') as district,
      g.page1->>'gender' as gender, g.page1->>'dateOfBirth' as date_of_birth,
      coalesce(g.page2->'sports', '[]'::jsonb) as sports
    from best b
    join users u on u.id = b.user_id
    join registrations g on g.user_id = b.user_id
    where u.uid is not null
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    userId: String(row.user_id),
    uid: String(row.uid),
    name: String(row.name),
    disciplineKey: String(row.discipline_key),
    counted: row.counted === true,
    markValue: Number(row.mark_value),
    wind: row.wind === null ? null : Number(row.wind),
    round: (row.round as string | null) ?? null,
    competition: String(row.competition),
    competitionDate: String(row.competition_date).slice(0, 10),
    external: row.external === true,
    registrationStatus: String(row.registration_status),
    district: String(row.district),
    gender: (row.gender as string | null) ?? null,
    dateOfBirth: (row.date_of_birth as string | null) ?? null,
    sports: (typeof row.sports === 'string' ? JSON.parse(row.sports) : row.sports) as BestMarkRow['sports'],
  }));
}
