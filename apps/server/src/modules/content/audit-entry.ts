import type { AuditedChange } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';

/** Who makes an administrator's change to the content, what it is and what it touches, as of now. */
export const auditedChange = (
  ctx: AppContext,
  actorId: string,
  action: string,
  targetType: string,
): AuditedChange => ({ actorId, action, targetType, at: ctx.clock.now() });
