// `npm run seed:entries [-- --entries 100000]` (after `npm run seed:large`): competitions for the
// benchmark — 20 entry forms with 10-30 disciplines each (one big form with 12% of the entries, for the
// export figure), and entries of the approved athletes seed-large made: confirmed, awaiting payment and
// withdrawn, places held and waiting lists, paid fees and bibs on the closed forms. Set-based SQL, as in
// seed-large, so 100,000 entries take seconds. The athletes' registrations get a sport class and a
// gender (seed-large leaves them unclassified), so class filters and eligibility have something to read.
import type { Discipline } from '@para/contract';
import { sql } from 'drizzle-orm';
import { createContext } from '../bootstrap.js';
import { entryForms, entryFormVersions } from '../db/schema/competitions.js';
import { publicEvents } from '../db/schema/content.js';
import { loadConfig } from '../lib/config.js';
import { benchFormDefinition, classesOf, formSchedule } from './seed-entries-forms.js';

const countArg = process.argv.indexOf('--entries');
const entryCount = countArg > 0 ? Number(process.argv[countArg + 1]) : 100_000;
if (!Number.isInteger(entryCount) || entryCount < 20) throw new Error('--entries takes a whole number ≥ 20');

const FORMS = 20;
const BIG_FORM_SHARE = 0.12;
const CLOSED_FORMS = 4;
const DAY = 86_400_000;

const ctx = await createContext(loadConfig());
const db = ctx.db;
const started = Date.now();
const batch = `e${Date.now().toString(36)}`;
const now = new Date();

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// The athletes who may enter: approved, with a UID (seed-large approves three in ten).
const athletes = await rowsOf<{ n: number }>(sql`
  select count(*)::int as n from users u join registrations r on r.user_id = u.id
  where u.registration_approved and u.uid is not null and r.status = 'approved'`);
const athleteCount = athletes[0]?.n ?? 0;
const bigFormEntries = Math.round(entryCount * BIG_FORM_SHARE);
const otherFormEntries = Math.ceil((entryCount - bigFormEntries) / (FORMS - 1));
if (athleteCount < Math.max(bigFormEntries, otherFormEntries))
  throw new Error(
    `${athleteCount} approved athletes: run seed:large first (one live entry per athlete per form)`,
  );

const sportCodes = (await rowsOf<{ code: string }>(sql`select code from sports order by sort_order`)).map(
  (row) => row.code,
);

// Each athlete holds one class of their primary sport and a gender, in their registration's pages.
const classTable = sportCodes.flatMap((code) =>
  classesOf(code).map((sportClass, i) => ({ code, i, sportClass })),
);
await db.execute(sql`
  with classes as (select * from jsonb_to_recordset(${JSON.stringify(classTable)}::jsonb) as c(code text, i int, "sportClass" text)),
  counts as (select code, count(*)::int as n from classes group by code),
  chosen as (
    select r.user_id, r.primary_sport, row_number() over (order by u.uid) as n
    from registrations r join users u on u.id = r.user_id
    where u.registration_approved and u.uid is not null and r.status = 'approved')
  update registrations r set
    page1 = coalesce(r.page1, '{}'::jsonb) || jsonb_build_object('gender', case when chosen.n % 2 = 0 then 'female' else 'male' end),
    page2 = jsonb_build_object('sports', jsonb_build_array(jsonb_build_object(
      'sport', chosen.primary_sport, 'sportClass', c."sportClass", 'classStatus', 'confirmed')))
  from chosen join counts on counts.code = chosen.primary_sport
  join classes c on c.code = chosen.primary_sport and c.i = chosen.n % counts.n
  where r.user_id = chosen.user_id`);

const formRows: {
  id: string;
  entries: number;
  fee: number;
  closed: boolean;
  opensAt: Date;
  disciplines: Discipline[];
}[] = [];
for (let form = 0; form < FORMS + 2; form++) {
  const { draft, closed, opensAt, closesAt, startDate } = formSchedule(form, FORMS, CLOSED_FORMS, now);
  const [event] = await db
    .insert(publicEvents)
    .values({
      title: `${form === 0 ? 'State Para Athletics Championship' : `Para Games meet ${form}`} (${batch})`,
      sports: sportCodes.slice(0, 3),
      venue: 'Bench stadium',
      district: 'Ernakulam',
      startDate,
      endDate: startDate,
      status: 'published',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: publicEvents.id });
  const definition = benchFormDefinition({
    form,
    batch,
    eventId: event!.id,
    sportCodes,
    draft,
    closed,
    opensAt,
    closesAt,
  });
  const [row] = await db
    .insert(entryForms)
    .values({
      ...definition,
      opensAt,
      closesAt,
      lateUntil: null,
      withdrawUntil: null,
      version: 1,
      createdAt: new Date(now.getTime() - (FORMS - form) * DAY),
      updatedAt: now,
    })
    .returning({ id: entryForms.id });
  await db.insert(entryFormVersions).values({ formId: row!.id, version: 1, definition, createdAt: now });
  await db.execute(sql`update public_events set entry_form_id = ${row!.id} where id = ${event!.id}`);
  if (!draft)
    formRows.push({
      id: row!.id,
      entries: form === 0 ? bigFormEntries : otherFormEntries,
      fee: definition.feePaise,
      closed,
      opensAt,
      disciplines: definition.disciplines,
    });
}
// The last forms take what is left, so the total is exactly --entries.
const surplus = formRows.reduce((sum, row) => sum + row.entries, 0) - entryCount;
formRows.at(-1)!.entries -= surplus;

const dropWorkTables = () =>
  db.execute(
    sql`drop table if exists seed_bench_forms, seed_bench_disciplines, seed_bench_athletes, seed_bench_entries`,
  );
// Work tables, not temporary ones: the pool may run each statement on another connection.
await dropWorkTables();
await db.execute(sql`create unlogged table seed_bench_forms (
  form_id uuid, entries int, fee int, closed boolean, opens_at timestamptz, shift int, discipline_count int)`);
await db.execute(sql`insert into seed_bench_forms
  select * from jsonb_to_recordset(${JSON.stringify(
    formRows.map((form, index) => ({
      form_id: form.id,
      entries: form.entries,
      fee: form.fee,
      closed: form.closed,
      opens_at: form.opensAt.toISOString(),
      shift: index * 7919,
      discipline_count: form.disciplines.length,
    })),
  )}::jsonb) as f(form_id uuid, entries int, fee int, closed boolean, opens_at timestamptz, shift int, discipline_count int)`);
await db.execute(
  sql`create unlogged table seed_bench_disciplines (form_id uuid, key text, sport text, capacity int, n int)`,
);
await db.execute(sql`insert into seed_bench_disciplines
  select * from jsonb_to_recordset(${JSON.stringify(
    formRows.flatMap((form) =>
      form.disciplines.map((item, n) => ({
        form_id: form.id,
        key: item.key,
        sport: item.sport,
        capacity: item.capacity,
        n,
      })),
    ),
  )}::jsonb) as d(form_id uuid, key text, sport text, capacity int, n int)`);

// The approved athletes numbered 0…N-1; form f takes N consecutive-modulo athletes from its own shift,
// so an athlete enters a form at most once. One in ten withdrew, two in ten have not paid yet (free
// forms confirm at once); an entry chooses 1-3 disciplines, of the athlete's sport when the form has any.
await db.execute(sql`create unlogged table seed_bench_athletes as
  select row_number() over (order by u.uid)::int - 1 as n, u.id, r.primary_sport as sport
  from users u join registrations r on r.user_id = u.id
  where u.registration_approved and u.uid is not null and r.status = 'approved'`);
await db.execute(sql`create unlogged table seed_bench_entries as
  select gen_random_uuid() as id, f.form_id, a.id as user_id, a.sport, k, 1 + k % 3 as chosen,
    case when k % 10 = 0 then 'withdrawn' when k % 10 in (1, 2) and f.fee > 0 and not f.closed then 'pending_payment'
      else 'confirmed' end as status,
    f.fee, f.closed,
    case when k % 10 in (1, 2) and not f.closed then now() - ((k % 600) || ' minutes')::interval
      else f.opens_at + ((k::float / f.entries) * least(now() - f.opens_at, interval '40 days')) end as created_at
  from seed_bench_forms f
  cross join lateral generate_series(0, f.entries - 1) as k
  join seed_bench_athletes a on a.n = (k + f.shift) % ${athleteCount}`);

await db.execute(sql`
  insert into entries (id, form_id, form_version, user_id, status, amount_paise, late, answers, language,
    hold_until, created_at, updated_at, paid_at, withdrawn_at, withdraw_reason)
  select id, form_id, 1, user_id, status, fee * chosen, false,
    jsonb_build_object('emergencyContact', 'Parent ' || k || ', +91 9' || lpad((k % 1000000000)::text, 9, '0'),
      'tshirt', (array['S','M','L','XL'])[1 + k % 4]),
    case when k % 7 = 0 then 'hi' else 'en' end,
    case when status = 'pending_payment' then now() + interval '48 hours' end,
    created_at, created_at,
    case when status = 'confirmed' and fee > 0 then created_at + interval '10 minutes' end,
    case when status = 'withdrawn' then created_at + interval '3 days' end,
    case when status = 'withdrawn' then 'Injured' else '' end
  from seed_bench_entries`);

// Disciplines: held in the order entries came, up to a discipline's capacity; the rest wait.
await db.execute(sql`
  insert into entry_disciplines (entry_id, form_id, discipline_key, status, queued_at)
  select id, form_id, key,
    case when status <> 'withdrawn' and capacity is not null
      and row_number() over (partition by form_id, key, status <> 'withdrawn' order by created_at, id) > capacity
      then 'waitlisted' else 'entered' end,
    created_at
  from (
    select e.id, e.form_id, e.status, e.created_at, d.key, d.capacity
    from seed_bench_entries e
    cross join lateral (
      select key, capacity from seed_bench_disciplines d
      where d.form_id = e.form_id
      order by (d.sport = e.sport) desc, (d.n + e.k) % 97
      limit e.chosen) d) chosen`);

// Only places held are charged (a waiting-list place is paid for when given): the amounts follow the
// disciplines entered, a confirmed entry has paid them, and an entry only waiting owes nothing.
await db.execute(sql`
  update entries e set
    amount_paise = s.fee * held.entered,
    paid_paise = case when e.status = 'confirmed' then s.fee * held.entered else 0 end,
    payments_credited = case when e.status = 'confirmed' and s.fee * held.entered > 0 then 1 else 0 end,
    status = case when e.status = 'pending_payment' and held.entered = 0 then 'confirmed' else e.status end,
    hold_until = case when e.status = 'pending_payment' and held.entered = 0 then null else e.hold_until end
  from seed_bench_entries s
  join (select entry_id, count(*) filter (where status = 'entered')::int as entered
        from entry_disciplines group by entry_id) held on held.entry_id = s.id
  where e.id = s.id`);
await db.execute(sql`
  update entry_disciplines d set settled = true
  from seed_bench_entries s
  where d.entry_id = s.id and d.status = 'entered' and s.status = 'confirmed'`);

await db.execute(sql`
  insert into payments (user_id, purpose, entry_id, amount_paise, status, gateway, gateway_order_id,
    gateway_payment_id, receipt_number, method, created_at, updated_at, paid_at)
  select s.user_id, 'entry', s.id, e.amount_paise, 'paid', 'test', 'order_' || ${batch} || '_' || s.k || '_' || left(s.id::text, 8),
    'pay_' || ${batch} || '_' || s.k || '_' || left(s.id::text, 8), 'ENTRY-' || ${batch} || '-' || left(s.id::text, 13),
    'upi', s.created_at + interval '5 minutes', s.created_at + interval '10 minutes', s.created_at + interval '10 minutes'
  from seed_bench_entries s join entries e on e.id = s.id
  where s.status = 'confirmed' and e.amount_paise > 0`);

// Closed forms have their bibs, as assignBibs leaves them: confirmed entries in the order they came.
await db.execute(sql`
  update entries e set bib = numbered.bib::text
  from (select e.id, row_number() over (partition by e.form_id order by e.created_at, e.id) as bib
        from entries e join seed_bench_forms f on f.form_id = e.form_id
        where f.closed and e.status = 'confirmed') numbered
  where e.id = numbered.id`);

await dropWorkTables();
await db.execute(sql`vacuum analyze`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `Seeded ${entryCount} entries on ${formRows.length} forms (+2 drafts; batch ${batch}; the big form has ` +
    `${bigFormEntries}) for ${athleteCount} approved athletes in ${seconds} s.\n`,
);
ctx.mailer.close();
await ctx.database.close();
