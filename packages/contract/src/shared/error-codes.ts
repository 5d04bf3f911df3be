import { z } from 'zod';
import type { ErrorCode } from './error-code-list.js';

export {
  type ClientErrorCode,
  clientErrorCodeList,
  type ErrorCode,
  errorCodeList,
  genericCodeFor,
} from './error-code-list.js';

const fields = z.record(z.string(), z.string());
/** The one-time-code refusals also name their reason in `data.reason` (older clients read it). */
const codeRefusal = <R extends string>(reason: R) =>
  z.object({ reason: z.literal(reason), triesLeft: z.number().int().optional() });

/**
 * A proof-of-work challenge in ALTCHA's format: the browser finds the number whose SHA-256 with the
 * salt is `challenge` (up to `maxnumber`) and sends the call again with `altcha`, the base64 payload
 * ALTCHA's widget makes. It costs a person a moment of the device's work and nothing to read or
 * answer; a script pays it on every code (docs/decisions/0041).
 */
export const proofOfWorkChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int(),
});
const challengeData = z.object({ fields, challenge: proofOfWorkChallenge });

const entryRefusal = z.object({ fields, discipline: z.string().nullable() });

/** The typed `data` of the codes that carry some; the others carry `null` or `{ fields }`. */
export const errorData = {
  VALIDATION_FAILED: z.object({ fields }),
  RATE_LIMITED: z.object({ retryAfterSeconds: z.number() }),
  SERVICE_UNAVAILABLE: z.object({ retryAfterSeconds: z.number() }),
  ACCOUNT_BLOCKED: z.object({ blocked: z.literal(true), reason: z.string() }),
  EMAIL_UNVERIFIED: z
    .object({
      emailVerified: z.literal(false),
      email: z.string().optional(),
      attempt: z.string().optional(),
      codeSent: z.boolean().optional(),
    })
    .catchall(z.unknown()),
  BAD_CHARACTERS: z.object({ reason: z.literal('bad_characters'), fields: fields.optional() }),
  BAD_URL: z.object({ reason: z.literal('bad_url') }),
  BODY_TOO_DEEP: z.object({ reason: z.literal('body_too_deep'), maxDepth: z.number() }),
  FILE_MISSING: z.object({ fields }),
  EMAIL_TAKEN: z.object({ fields }).nullable(),
  NOTICE_CHANNEL_UNAVAILABLE: z.object({ fields }),
  ADMIN_EMAIL_RESERVED: z.object({ fields }),
  WRONG_PASSWORD: z.object({ fields }),
  PASSWORD_TOO_COMMON: z.object({ fields }),
  CHALLENGE_REQUIRED: challengeData,
  CHALLENGE_FAILED: challengeData,
  WRONG_CODE: codeRefusal('wrong_code'),
  CODE_EXPIRED: codeRefusal('expired'),
  TOO_MANY_ATTEMPTS: codeRefusal('too_many_attempts'),
  NO_ACTIVE_CODE: codeRefusal('no_active_code'),
  ALREADY_VERIFIED: codeRefusal('already_verified'),
  CODE_SENT_RECENTLY: z.object({ retryAfterSeconds: z.number() }),
  CODE_TRIES_USED_UP: z.object({ retryAfterSeconds: z.number() }),
  PHONE_UNVERIFIED: z
    .object({
      phoneVerified: z.literal(false),
      phone: z.string(),
      attempt: z.string(),
      codeSent: z.boolean(),
      retryAfterSeconds: z.number().optional(),
    })
    .catchall(z.unknown()),
  CODE_SENDS_USED_UP: z.object({ retryAfterSeconds: z.number() }),
  SMS_NOT_SENT: z.object({ retryAfterSeconds: z.number() }),
  SMS_PAUSED: z.object({ retryAfterSeconds: z.number() }),
  REGISTRATION_INCOMPLETE: z.object({ missing: z.array(z.string()) }),
  DOCUMENT_KIND_UNKNOWN: z.object({ fields }),
  UDID_ALREADY_HAS_UID: z.object({
    code: z.literal('duplicate_udid'),
    firstUid: z.string(),
    firstUserId: z.string(),
  }),
  PREVIEW_UNREADABLE: z.object({ code: z.literal('preview_unreadable') }),
  PREVIEW_TOO_LARGE: z.object({ code: z.literal('preview_too_large') }),
  IMAGE_TOO_LARGE: z.object({
    width: z.number().int(),
    height: z.number().int(),
    maxMegapixels: z.number().int(),
  }),
  // A results file's first cell with something in it past the last column allowed ("AY", row 5).
  RESULTS_TOO_MANY_COLUMNS: z.object({
    row: z.number().int(),
    column: z.string(),
    maxColumns: z.number().int(),
  }),
  WORKBOOK_TOO_LARGE: z.object({ part: z.string(), maxMegabytes: z.number().int() }),
  CONTACT_RATE_LIMITED: z.object({ retryAfterSeconds: z.number() }),
  // An entry refused names the field at fault (`disciplines`, or the discipline's key in `discipline`).
  FORM_NOT_YET_OPEN: z.object({ fields }),
  FORM_CLOSED: z.object({ fields }),
  REGISTRATION_NOT_APPROVED: z.object({ fields }),
  GENDER_NOT_ELIGIBLE: entryRefusal,
  AGE_NOT_ELIGIBLE: entryRefusal,
  SPORT_NOT_REGISTERED: entryRefusal,
  NOT_CLASSIFIED: entryRefusal,
  CLASS_NOT_ELIGIBLE: entryRefusal,
  DISCIPLINE_FULL: entryRefusal,
  DISCIPLINE_UNKNOWN: entryRefusal,
  TOO_MANY_DISCIPLINES: z.object({ fields, maxDisciplines: z.number().int() }),
  ALREADY_ENTERED: z.object({ fields, entryId: z.string() }),
  DISCIPLINE_HAS_ENTRIES: z.object({ fields, discipline: z.string() }),
  ENTRY_FILE_FIELD_UNKNOWN: z.object({ fields }),
  // A team entry refused names each athlete refused (`fields` keyed by the athlete's account id).
  TEAM_ENTRY_REFUSED: z.object({
    fields,
    refusals: z.array(
      z.object({ userId: z.string(), name: z.string(), code: z.string(), discipline: z.string().nullable() }),
    ),
  }),
  // A standards table refused names each row at fault (the same rows the file's preview shows).
  STANDARDS_INVALID: z.object({
    fields,
    errors: z.array(z.object({ row: z.number().int(), code: z.string(), message: z.string() })),
  }),
  // A nomination refused names the athlete's line (`athletes.<index>.uid` or `.reason`) in `fields`.
  NOT_ON_SHORTLIST: z.object({ fields }),
  NOMINATION_REASON_REQUIRED: z.object({ fields }),
  PLACES_EXCEEDED: z.object({
    fields,
    places: z.number().int(),
    gender: z.enum(['male', 'female']).nullable(),
  }),
  TEAM_DOCUMENT_MISSING: z.object({ fields }),
  TEAM_ATHLETE_UNKNOWN: z.object({ fields }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

export type ErrorDataOf<C extends ErrorCode> = C extends keyof typeof errorData
  ? z.infer<(typeof errorData)[C]>
  : Record<string, unknown> | null;
