import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';
import { registrations, sports } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import type { AuditEntry } from './audit-log.js';
import { listAudit } from './audit-log.js';

/** Midnight in India for the day of `now`, and the first of its month. */
function indianDayAndMonth(now: Date) {
  const ist = new Date(now.getTime() + 5.5 * 3_600_000);
  const day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - 5.5 * 3_600_000);
  const month = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 5.5 * 3_600_000);
  return { day, month };
}

const count = sql<number>`count(*)::int`;

/**
 * The dashboard's figures, each one SQL aggregate (no rows are loaded into memory). Sign-ups count
 * athletes: the administrators' own accounts (ADMIN_EMAILS) are not new members.
 */
export async function dashboardStats(db: DbOrTx, now: Date, adminEmails: ReadonlySet<string>) {
  const { day, month } = indianDayAndMonth(now);
  const twelveWeeksAgo = new Date(now.getTime() - 12 * 7 * 86_400_000);
  const [signups, statusCounts, paidToday, paidMonth, byDistrict, bySport, byWeek, latest] =
    await Promise.all([
      db
        .select({ n: count })
        .from(users)
        .where(
          and(
            gte(users.createdAt, day),
            adminEmails.size ? notInArray(users.email, [...adminEmails]) : undefined,
          ),
        ),
      db
        .select({ status: registrations.status, paid: users.registrationPaymentCompleted, n: count })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .groupBy(registrations.status, users.registrationPaymentCompleted),
      db
        .select({ sum: sql<string>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
        .from(payments)
        .where(and(eq(payments.status, 'paid'), gte(payments.paidAt, day))),
      db
        .select({ sum: sql<string>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
        .from(payments)
        .where(and(eq(payments.status, 'paid'), gte(payments.paidAt, month))),
      db
        .select({ district: sql<string>`coalesce(${registrations.district}, '—')`, n: count })
        .from(registrations)
        .groupBy(registrations.district)
        .orderBy(sql`count(*) desc`),
      db
        .select({
          sport: sql<string>`coalesce(${sports.name}, ${registrations.primarySport}, '—')`,
          n: count,
        })
        .from(registrations)
        .leftJoin(sports, eq(sports.code, registrations.primarySport))
        .groupBy(sports.name, registrations.primarySport)
        .orderBy(sql`count(*) desc`),
      db
        .select({
          week: sql<string>`to_char(date_trunc('week', ${registrations.submittedAt}), 'YYYY-MM-DD')`,
          n: count,
        })
        .from(registrations)
        .where(gte(registrations.submittedAt, twelveWeeksAgo))
        .groupBy(sql`date_trunc('week', ${registrations.submittedAt})`)
        .orderBy(sql`date_trunc('week', ${registrations.submittedAt})`),
      listAudit(db, { page: 1, pageSize: 10 }),
    ]);
  const sumStatus = (status: string, paid?: boolean) =>
    statusCounts
      .filter((row) => row.status === status && (paid === undefined || row.paid === paid))
      .reduce((total, row) => total + Number(row.n), 0);
  return {
    newSignupsToday: Number(signups[0]?.n ?? 0),
    awaitingReview: sumStatus('submitted', true),
    approved: sumStatus('approved'),
    rejected: sumStatus('rejected'),
    paidTodayPaise: Number(paidToday[0]?.sum ?? 0),
    paidThisMonthPaise: Number(paidMonth[0]?.sum ?? 0),
    byDistrict: byDistrict.map((row) => ({ district: row.district, count: Number(row.n) })),
    bySport: bySport.map((row) => ({ sport: row.sport, count: Number(row.n) })),
    byWeek: byWeek.map((row) => ({ week: row.week, count: Number(row.n) })),
    latestActions: latest.items as AuditEntry[],
  };
}
