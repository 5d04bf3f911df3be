import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditEvents } from '../../db/schema/system.js';
import { users } from '../../db/schema/users.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';

export interface AuditFilter {
  page: number;
  pageSize: number;
  action?: string | undefined;
  actorId?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditEntry {
  _id: string;
  action: string;
  actorId: string;
  actorName: string;
  targetType: string;
  targetId: string;
  changes: Record<string, unknown>;
  at: string;
}

const istMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00+05:30`);

export async function listAudit(db: DbOrTx, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action)
    conditions.push(sql`${auditEvents.action} like ${`${filter.action.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (filter.actorId) conditions.push(eq(auditEvents.actorId, filter.actorId));
  if (filter.targetId) conditions.push(eq(auditEvents.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditEvents.createdAt, istMidnight(filter.from)));
  if (filter.to)
    conditions.push(lt(auditEvents.createdAt, new Date(istMidnight(filter.to).getTime() + 86_400_000)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ event: auditEvents, actorName: users.name })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(filter.pageSize)
      .offset(boundedOffset(filter.page, filter.pageSize)),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(auditEvents)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('bounded'),
    ),
  ]);
  return {
    items: rows.map(
      (row): AuditEntry => ({
        _id: row.event.id,
        action: row.event.action,
        actorId: row.event.actorId ?? '',
        actorName: row.actorName ?? '',
        targetType: row.event.targetType,
        targetId: row.event.targetId,
        changes: row.event.changes,
        at: row.event.createdAt.toISOString(),
      }),
    ),
    ...cappedTotal(count?.total),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
