import type { AuditAction } from '@para/contract';
import type { DbOrTx } from '../db/client.js';
import { auditEvents } from '../db/schema/system.js';

export interface AuditEntry {
  /** Null for what the portal itself records (e.g. the day's SMS budget reached). */
  actorId: string | null;
  action: AuditAction;
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

/** Who makes an administrative change, and what it touches (the rest of an audit entry). */
export interface AuditedChange {
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  at: Date;
}

/**
 * An administrator's write and its audit entry in one transaction: both happen or neither does.
 * `write` returns the row it wrote, the id the entry names and the changes it records.
 */
export async function auditedWrite<T>(
  db: { transaction: <R>(work: (tx: DbOrTx) => Promise<R>) => Promise<R> },
  change: AuditedChange,
  write: (tx: DbOrTx) => Promise<{ result: T; targetId: string; changes?: Record<string, unknown> }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, targetId, changes } = await write(tx);
    await recordAudit(tx, { ...change, targetId, ...(changes ? { changes } : {}) });
    return result;
  });
}
