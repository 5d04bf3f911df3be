import type { RegistrationData, RegistrationPage1, RegistrationPage2 } from '@para/contract';
import { eq } from 'drizzle-orm';
import { registrations } from '../../db/schema/registration.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findUserById } from '../auth/index.js';
import { identityKeyColumns } from '../registration/identity-keys.js';
import { checkPage1, checkPage2, loadRegistrationData } from '../registration/registration.service.js';

/** Dot paths whose values differ between two page documents, with before and after. */
export function changedFields(
  before: unknown,
  after: unknown,
  prefix = '',
): Record<string, { from: unknown; to: unknown }> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const out: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      Object.assign(out, changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
    }
    return out;
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? {}
    : { [prefix || '(page)']: { from: before ?? null, to: after ?? null } };
}

/**
 * An administrator corrects a page of an athlete's registration, whatever its status; what changed is
 * written to the audit log in the same transaction.
 */
export async function adminSavePage(
  ctx: AppContext,
  adminId: string,
  userId: string,
  page: 1 | 2 | 3,
  value: unknown,
): Promise<RegistrationData> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('No such user.');
  const now = ctx.clock.now();
  const key = `page${page}` as const;
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: `registration.edit.${key}`, targetType: 'user', at: now },
    async (tx) => {
      const [row] = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.userId, userId))
        .for('update');
      const before = row?.[key] ?? null;
      // The same checks as the athlete's own save: an administrator cannot enter an unknown district or class.
      if (page === 1) await checkPage1(tx, value as RegistrationPage1);
      if (page === 2) await checkPage2(tx, value as RegistrationPage2, row?.page1);
      const extra =
        page === 1
          ? { district: (value as { address: { district: string } }).address.district }
          : page === 2
            ? { primarySport: (value as { sports: { sport: string }[] }).sports[0]?.sport ?? null }
            : {};
      const columns = { [key]: value, ...extra, ...identityKeyColumns(page, value) };
      await tx
        .insert(registrations)
        .values({ userId, ...columns, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: registrations.userId, set: { ...columns, updatedAt: now } });
      return { result: undefined, targetId: userId, changes: changedFields(before, value) };
    },
  );
  return loadRegistrationData(ctx.db, user);
}
