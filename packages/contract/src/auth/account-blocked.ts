import { z } from 'zod';

/**
 * Stable codes in an error's `data.code`, for clients that show their own (translated) text instead of
 * the English message.
 */
export const errorCodes = {
  /** 403: the account is blocked; `data.reason` holds the administrator's reason (may be empty). */
  accountBlocked: 'ACCOUNT_BLOCKED',
} as const;

export const accountBlockedData = z.object({
  code: z.literal(errorCodes.accountBlocked),
  blocked: z.literal(true),
  reason: z.string(),
});
export type AccountBlockedData = z.infer<typeof accountBlockedData>;
