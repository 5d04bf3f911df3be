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

const ROW_SPAN = 32_768;
const COMPETITION_SPAN = 4_096;
const COMPETITION_ROW_SPAN = ROW_SPAN * COMPETITION_SPAN;
/** Distances and heights are negated to rank lowest first; the offset keeps the packed number positive. */
const MARK_OFFSET = 33_554_432;

/** The most wind a mark may have had and still count, in tenths of a metre per second. */
const MAX_LEGAL_WIND = 20;

/**
 * The query itself (also for EXPLAIN in the benchmark's notes). Each athlete's best mark per discipline
 * is found by grouping rather than by sorting every result in the window: the smallest of one bigint per
 * result that packs the mark as ranked, then the competition (in date order) and the file's row, so a
 * hash aggregate keeps one integer per group. The row each group names is then read back by its key for
 * where the mark was made. The packing allows marks up to 2^25 (9 hours in milliseconds), 4,095
 * competitions in a window and 32,767 rows a file (a results file has at most 20,002).
 */
export function bestMarksSql(query: MarkQuery): SQL {
  const counted = (alias: string) => {
    const wind = sql.raw(`${alias}.wind`);
    const key = sql.raw(`${alias}.discipline_key`);
    return sql`((${wind} is null or ${wind} <= ${MAX_LEGAL_WIND}) and (${wind} is not null or not ${inList(key, query.windKeys)}))`;
  };
  // Lower is better in the array's first place: times as they are, other marks negated.
  const ranked = (alias: string) =>
    sql`case when ${inList(sql.raw(`${alias}.discipline_key`), query.timeKeys)} then ${sql.raw(`${alias}.mark_value`)} else -${sql.raw(`${alias}.mark_value`)} end`;
  const packed = (ranked: SQL, competition: SQL, row: SQL) =>
    sql`((${ranked})::bigint + ${MARK_OFFSET}) * ${COMPETITION_ROW_SPAN} + (${competition})::bigint * ${ROW_SPAN} + (${row})::bigint`;
  return sql`
    with forms as (
      select f.id, f.title, e.start_date, cv.version,
        (row_number() over (order by e.start_date, f.id))::int as n
      from public_events e
      join entry_forms f on f.event_id = e.id
      join lateral (
        select max(v.version) as version from result_versions v where v.form_id = f.id
      ) cv on cv.version is not null
      where e.start_date between ${query.windowStart} and ${query.windowEnd}
    ),
    outside as (
      select x.*, (row_number() over (order by x.id))::int as n
      from selection_external_marks x
      where x.selection_id = ${query.selectionId}
        and x.competition_date between ${query.windowStart} and ${query.windowEnd}
    ),
    marks as (
      select r.user_id, r.discipline_key, ${counted('r')} as counted,
        ${packed(ranked('r'), sql`fw.n`, sql.raw('r."row"'))} as k
      from forms fw
      join results r on r.form_id = fw.id and r.version = fw.version
      where ${inList(sql.raw('r.discipline_key'), query.keys)}
        and r.status is null and r.mark_value is not null and r.user_id is not null
      union all
      select x.user_id, x.discipline_key, ${counted('x')} as counted,
        ${packed(ranked('x'), sql`0`, sql`x.n`)} as k
      from outside x
    ),
    grouped as (
      select user_id, discipline_key, counted, min(k) as k from marks group by user_id, discipline_key, counted
    ),
    best as (
      select user_id, discipline_key, counted,
        ((k / ${ROW_SPAN}) % ${COMPETITION_SPAN})::int as competition, (k % ${ROW_SPAN})::int as row_number
      from grouped
    )
    select b.user_id, u.uid, u.name, b.discipline_key, b.counted,
      coalesce(r.mark_value, x.mark_value) as mark_value,
      case when b.competition = 0 then x.wind else r.wind end as wind,
      case when b.competition = 0 then x.round else r.round end as round,
      coalesce(fw.title, x.competition) as competition,
      coalesce(fw.start_date, x.competition_date)::text as competition_date,
      b.competition = 0 as external,
      g.status as registration_status, coalesce(g.district, '') as district,
      g.page1->>'gender' as gender, g.page1->>'dateOfBirth' as date_of_birth,
      coalesce(g.page2->'sports', '[]'::jsonb) as sports
    from best b
    left join forms fw on fw.n = b.competition
    left join results r on r.form_id = fw.id and r.version = fw.version and r."row" = b.row_number
    left join outside x on b.competition = 0 and x.n = b.row_number
    join users u on u.id = b.user_id
    join registrations g on g.user_id = b.user_id
    where u.uid is not null
  `;
}

export async function bestMarks(db: DbOrTx, query: MarkQuery): Promise<BestMarkRow[]> {
  if (query.keys.length === 0) return [];
  const result = await db.execute(bestMarksSql(query));
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
