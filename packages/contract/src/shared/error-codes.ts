import { z } from 'zod';

/**
 * The stable `code` every error envelope carries beside `success`, `message` and `data`: programs branch
 * on it and the web shows its own translated text for it (`errors.<CODE>`), while `message` stays the
 * server's English sentence for other API clients. A new kind of refusal adds its code here, with the
 * shape of its `data` below when it carries any.
 */
export const errorCodeList = [
  // Any route
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // Accounts
  'ACCOUNT_BLOCKED',
  'EMAIL_UNVERIFIED',
  // Content
  'NEWS_NOT_FOUND',
  'EVENT_NOT_FOUND',
  'DISTRICT_UNIT_NOT_FOUND',
  'FAQ_NOT_FOUND',
  'PAGE_NOT_WRITTEN',
  'CONTACT_MESSAGE_NOT_FOUND',
  'COVER_NOT_FOUND',
  'COVER_FILE_MISSING',
  'COVER_TOO_LARGE',
  'COVER_NOT_AN_IMAGE',
  'CONTACT_RATE_LIMITED',
] as const;

export type ErrorCode = (typeof errorCodeList)[number];

/** Codes the web client gives failures that never reached the server's envelope. */
export const clientErrorCodeList = ['NETWORK_UNAVAILABLE', 'UNEXPECTED_RESPONSE'] as const;
export type ClientErrorCode = (typeof clientErrorCodeList)[number];

/** The typed `data` of the codes that carry some; the others carry `null` or `{ fields }`. */
export const errorData = {
  VALIDATION_FAILED: z.object({ fields: z.record(z.string(), z.string()) }),
  RATE_LIMITED: z.object({ retryAfterSeconds: z.number() }),
  SERVICE_UNAVAILABLE: z.object({ retryAfterSeconds: z.number() }),
  ACCOUNT_BLOCKED: z.object({ blocked: z.literal(true), reason: z.string() }),
  EMAIL_UNVERIFIED: z.object({ emailVerified: z.literal(false) }).catchall(z.unknown()),
  CONTACT_RATE_LIMITED: z.object({ retryAfterSeconds: z.number() }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

export type ErrorDataOf<C extends ErrorCode> = C extends keyof typeof errorData
  ? z.infer<(typeof errorData)[C]>
  : Record<string, unknown> | null;
