import type { auditEntry } from '@para/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { auditEvents } from '../../db/schema/system.js';
import { users } from '../../db/schema/users.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { describeDetails, describeTargets } from './audit-describe.js';

export interface AuditFilter {
  page: number;
  pageSize: number;
  action?: string | undefined;
  actorId?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export type AuditEntry = z.infer<typeof auditEntry>;

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
      .select({ event: auditEvents, actorName: users.name, actorEmail: users.email })
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
  const targetOf = await describeTargets(
    db,
    rows.map((row) => row.event),
  );
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
        actor:
          row.event.actorId && row.actorName !== null
            ? { id: row.event.actorId, name: row.actorName, email: row.actorEmail ?? '' }
            : null,
        target: targetOf(row.event),
        details: describeDetails(row.event.changes),
      }),
    ),
    ...cappedTotal(count?.total),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
