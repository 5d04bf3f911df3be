// `npm run seed:large [-- --athletes 100000]`: fills the database in DATABASE_URL (or the embedded one
// in DATA_DIR) with realistic bulk data for benchmarks — athletes at every registration stage, their
// registrations and payments — using set-based SQL so 100,000 athletes take seconds, not hours.
import { sql } from 'drizzle-orm';
import { createContext } from '../bootstrap.js';
import { loadConfig } from '../lib/config.js';
import { hashPassword } from '../modules/auth/index.js';

const countArg = process.argv.indexOf('--athletes');
const athletes = countArg > 0 ? Number(process.argv[countArg + 1]) : 100_000;
if (!Number.isInteger(athletes) || athletes < 1) throw new Error('--athletes takes a whole number');

const ctx = await createContext(loadConfig());
const db = ctx.db;
const started = Date.now();
const passwordHash = await hashPassword('bench-athlete-password');
const batch = `b${Date.now().toString(36)}`;

await db.execute(sql`
  insert into users (name, email, phone, password_hash, email_verified_at, registration_completed,
    registration_payment_completed, registration_approved, uid, created_at, updated_at)
  select
    (array['Anjali','Rahul','Fathima','Arjun','Meera','Vishnu','Lakshmi','Joseph','Divya','Muhammed'])[1 + i % 10]
      || ' ' || (array['Nair','Menon','Kumar','Thomas','Pillai','Varghese','Rahman','Das','Krishnan','George'])[1 + (i / 10) % 10]
      || ' ' || i,
    ${batch} || '.athlete' || i || '@bench.example.in',
    '+91' || (6000000000 + i)::text,
    ${passwordHash},
    now(),
    i % 10 < 8, i % 10 < 6, i % 10 < 3,
    case when i % 10 < 3 then 'KLPS25' || lpad(i::text, 6, '0') || ${batch} end,
    now() - (i || ' minutes')::interval,
    now()
  from generate_series(1, ${athletes}) as i`);

await db.execute(sql`
  insert into registrations (user_id, status, page1, page2, district, primary_sport, submitted_at, decided_at, created_at, updated_at)
  select u.id,
    case when u.registration_approved then 'approved' when u.registration_completed then 'submitted' else 'draft' end,
    -- Whole pages, as the athlete's own saves store them: the registration form reads every field back.
    jsonb_build_object('fullName', u.name, 'parentName', 'Parent of ' || u.name, 'dateOfBirth', '1999-01-01',
      'gender', 'female', 'bloodGroup', 'O+', 'mobile', u.phone, 'hasLawfulGuardian', false,
      'address', jsonb_build_object('line1', 'House ' || u.n || ', Main Road', 'city', d.name, 'district', d.name, 'pinCode', '695001'),
      'emergencyContact', jsonb_build_object('name', 'Contact of ' || u.name, 'relation', 'Parent', 'phone', '+919000000000')),
    jsonb_build_object('disabilityType', 'locomotor', 'disabilityPercentage', 60,
      'certificate', jsonb_build_object('kind', 'udid', 'udidNumber', 'KL0101019990000011'),
      'sports', jsonb_build_array(jsonb_build_object('sport', s.code, 'classStatus', 'new')),
      'participantRole', 'athlete', 'districtUnit', d.name),
    d.name, s.code,
    case when u.registration_completed then u.created_at + interval '1 hour' end,
    case when u.registration_approved then u.created_at + interval '2 days' end,
    u.created_at, u.created_at
  from (select id, name, phone, registration_completed, registration_approved, created_at, row_number() over () as n
        from users where email like ${`${batch}.%`}) u
  join (select name, row_number() over (order by sort_order) - 1 as k from districts) d on d.k = u.n % 14
  join (select code, row_number() over (order by sort_order) - 1 as k from sports) s on s.k = u.n % 12`);

await db.execute(sql`
  insert into payments (user_id, purpose, amount_paise, status, gateway, gateway_order_id, gateway_payment_id,
    receipt_number, method, created_at, updated_at, paid_at)
  select id, 'registration', 50000, 'paid', 'test', 'order_bench_' || ${batch} || '_' || row_number() over (),
    'pay_bench_' || row_number() over (), 'BENCH-' || ${batch} || '-' || row_number() over (), 'upi',
    created_at + interval '2 hours', created_at + interval '2 hours', created_at + interval '2 hours'
  from users where email like ${`${batch}.%`} and registration_payment_completed`);

// As autovacuum leaves a database that has been running a while: statistics for the planner, and the
// visibility map set so index-only scans (the counts of short searches) need not visit the table.
await db.execute(sql`vacuum analyze`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `Seeded ${athletes} athletes (batch ${batch}) with registrations and payments in ${seconds} s.\n`,
);
ctx.mailer.close();
await ctx.database.close();
