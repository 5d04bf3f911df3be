import type { AuditAction } from '@para/contract';
import type { DbOrTx } from '../../db/client.js';
import { type AuditedChange, auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { changedFields } from './changed-fields.js';

/** Who makes an administrator's change to the content, what it is and what it touches, as of now. */
export const auditedChange = (
  ctx: AppContext,
  actorId: string,
  action: AuditAction,
  targetType: string,
): AuditedChange => ({ actorId, action, targetType, at: ctx.clock.now() });

type Row = { id: string };

/**
 * Changes one item: reads it as it was, writes it, and records which of `fields` changed, all in the
 * audit entry's transaction. Refuses with `missing()` when there is no such item.
 */
export function auditedUpdate<R extends Row>(
  ctx: AppContext,
  audit: AuditedChange,
  work: {
    find: (tx: DbOrTx) => Promise<R | undefined>;
    write: (tx: DbOrTx, before: NoInfer<R>) => Promise<NoInfer<R> | undefined>;
    fields: (keyof NoInfer<R> & string)[];
    missing: () => Error;
  },
): Promise<R> {
  return auditedWrite(ctx.db, audit, async (tx) => {
    const before = await work.find(tx);
    if (!before) throw work.missing();
    const updated = await work.write(tx, before);
    if (!updated) throw work.missing();
    return { result: updated, targetId: updated.id, changes: changedFields(before, updated, work.fields) };
  });
}

/** Deletes one item and records what it was called. Refuses with `missing()` when there is none. */
export function auditedDelete<R extends Row>(
  ctx: AppContext,
  audit: AuditedChange,
  work: {
    remove: (tx: DbOrTx) => Promise<R | undefined>;
    describe: (removed: NoInfer<R>) => Record<string, unknown>;
    missing: () => Error;
  },
): Promise<R> {
  return auditedWrite(ctx.db, audit, async (tx) => {
    const removed = await work.remove(tx);
    if (!removed) throw work.missing();
    return { result: removed, targetId: removed.id, changes: work.describe(removed) };
  });
}
