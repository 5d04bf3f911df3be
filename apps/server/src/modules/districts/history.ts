import type { AssistedStep } from '@para/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { registrations } from '../../db/schema/registration.js';
import { auditEvents } from '../../db/schema/system.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';

const STEP_ACTIONS = new Set<AssistedStep['action']>([
  'register',
  'page1',
  'page2',
  'page3',
  'document',
  'consent',
  'submit',
  'cash_fee',
  'pay_link',
  'check',
  'takeover_code',
]);

/** The one detail of a step worth showing the athlete (which document, which receipt, which advice). */
function detailOf(action: AssistedStep['action'], changes: Record<string, unknown>): string {
  const text = (key: string) => (typeof changes[key] === 'string' ? (changes[key] as string) : '');
  if (action === 'document') return text('kind');
  if (action === 'cash_fee') return text('receiptNumber');
  if (action === 'check') return text('recommendation');
  return '';
}

/**
 * What district secretaries did on the athlete's behalf, oldest first, read from the audit log (the
 * secretaries' own entries naming the athlete). Empty for an athlete who registered themselves.
 */
export async function assistedHistoryOf(ctx: AppContext, athlete: UserRow) {
  if (!athlete.assistedBy) return { assisted: false, takenOverAt: null, steps: [] };
  const [rows, [registration]] = await Promise.all([
    ctx.db
      .select({
        action: auditEvents.action,
        at: auditEvents.createdAt,
        changes: auditEvents.changes,
        secretaryName: users.name,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(
        and(
          eq(auditEvents.targetType, 'user'),
          eq(auditEvents.targetId, athlete.id),
          like(auditEvents.action, 'district.athlete.%'),
        ),
      )
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
      .limit(500),
    ctx.db
      .select({ district: registrations.district })
      .from(registrations)
      .where(eq(registrations.userId, athlete.id)),
  ]);
  const steps: AssistedStep[] = [];
  for (const row of rows) {
    const action = row.action.slice('district.athlete.'.length) as AssistedStep['action'];
    if (!STEP_ACTIONS.has(action)) continue;
    const district = typeof row.changes.district === 'string' ? row.changes.district : '';
    steps.push({
      action,
      at: row.at.toISOString(),
      secretaryName: row.secretaryName ?? '',
      district: district || registration?.district || '',
      detail: detailOf(action, row.changes),
    });
  }
  return { assisted: true, takenOverAt: athlete.takenOverAt?.toISOString() ?? null, steps };
}
