import type { DbOrTx } from '../db/client.js';
import { auditEvents } from '../db/schema/system.js';

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  changes?: Record<string, unknown>;
  at: Date;
}

/** Records an administrative write; call it inside the same transaction as the write itself. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    changes: entry.changes ?? {},
    createdAt: entry.at,
  });
}
