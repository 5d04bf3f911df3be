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
  // Input any route may refuse
  'BAD_CHARACTERS',
  'BAD_URL',
  'PAGE_TOO_DEEP',
  // Uploads (documents and photos)
  'NOT_MULTIPART',
  'MALFORMED_UPLOAD',
  'FILE_MISSING',
  'FILE_EMPTY',
  'BAD_FILE_NAME',
  'FILE_TOO_LARGE',
  'FILE_TYPE_REFUSED',
  'FILE_TYPE_MISMATCH',
  'IMAGE_UNREADABLE',
  'STORAGE_FULL',
  // Accounts and signing in
  'ACCOUNT_BLOCKED',
  'EMAIL_UNVERIFIED',
  'INVALID_CREDENTIALS',
  'SESSION_ENDED',
  'ADMIN_ONLY',
  'EMAIL_TAKEN',
  'WRONG_PASSWORD',
  'PASSWORD_TOO_COMMON',
  // One-time codes sent by e-mail
  'WRONG_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'NO_ACTIVE_CODE',
  'ALREADY_VERIFIED',
  // Registration
  'REGISTRATION_CLOSED',
  'REGISTRATION_LOCKED',
  'SECTION_NOT_REOPENED',
  'PREVIOUS_PAGE_MISSING',
  'ALREADY_SUBMITTED',
  'REGISTRATION_INCOMPLETE',
  'DOCUMENT_KIND_UNKNOWN',
  'UPLOAD_CONFLICT',
  'DOCUMENT_FILE_REMOVED',
  'CARD_NOT_READY',
  'CARD_UNKNOWN',
  // Registration review
  'NOT_AWAITING_DECISION',
  'FEE_NOT_PAID',
  'UDID_ALREADY_HAS_UID',
  'PREVIEW_UNREADABLE',
  'DOCUMENT_FILE_MISSING',
  // Payments
  'REGISTRATION_NOT_SUBMITTED',
  'FEE_ALREADY_PAID',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_NOT_NEEDED',
  'RECEIPT_NOT_READY',
  'PAYMENT_STATUS_NOT_ALLOWED',
  'TEST_GATEWAY_OFF',
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_BODY_INVALID',
  // Administrators' users list
  'CANNOT_BLOCK_SELF',
  'CANNOT_BLOCK_ADMIN',
  // Content
] as const;

export type ErrorCode = (typeof errorCodeList)[number];

/** Codes the web client gives failures that never reached the server's envelope. */
export const clientErrorCodeList = ['NETWORK_UNAVAILABLE', 'UNEXPECTED_RESPONSE'] as const;
export type ClientErrorCode = (typeof clientErrorCodeList)[number];

const fields = z.record(z.string(), z.string());
/** The one-time-code refusals also name their reason in `data.reason` (older clients read it). */
const codeRefusal = <R extends string>(reason: R) =>
  z.object({ reason: z.literal(reason), triesLeft: z.number().int().optional() });

/** The typed `data` of the codes that carry some; the others carry `null` or `{ fields }`. */
export const errorData = {
  VALIDATION_FAILED: z.object({ fields }),
  RATE_LIMITED: z.object({ retryAfterSeconds: z.number() }),
  SERVICE_UNAVAILABLE: z.object({ retryAfterSeconds: z.number() }),
  ACCOUNT_BLOCKED: z.object({ blocked: z.literal(true), reason: z.string() }),
  EMAIL_UNVERIFIED: z.object({ emailVerified: z.literal(false) }).catchall(z.unknown()),
  BAD_CHARACTERS: z.object({ reason: z.literal('bad_characters'), fields: fields.optional() }),
  BAD_URL: z.object({ reason: z.literal('bad_url') }),
  FILE_MISSING: z.object({ fields }),
  EMAIL_TAKEN: z.object({ fields }).nullable(),
  WRONG_PASSWORD: z.object({ fields }),
  PASSWORD_TOO_COMMON: z.object({ fields }),
  WRONG_CODE: codeRefusal('wrong_code'),
  CODE_EXPIRED: codeRefusal('expired'),
  TOO_MANY_ATTEMPTS: codeRefusal('too_many_attempts'),
  NO_ACTIVE_CODE: codeRefusal('no_active_code'),
  ALREADY_VERIFIED: codeRefusal('already_verified'),
  REGISTRATION_INCOMPLETE: z.object({ missing: z.array(z.string()) }),
  DOCUMENT_KIND_UNKNOWN: z.object({ fields }),
  UDID_ALREADY_HAS_UID: z.object({
    code: z.literal('duplicate_udid'),
    firstUid: z.string(),
    firstUserId: z.string(),
  }),
  PREVIEW_UNREADABLE: z.object({ code: z.literal('preview_unreadable') }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

export type ErrorDataOf<C extends ErrorCode> = C extends keyof typeof errorData
  ? z.infer<(typeof errorData)[C]>
  : Record<string, unknown> | null;
