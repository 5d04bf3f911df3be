// Plain lists, no schemas: the web app's HTTP client imports this file alone (the package's
// `@para/contract/error-code-list` entry), so pages do not carry zod for it.

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
  'BODY_TOO_DEEP',
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
  'IMAGE_TOO_LARGE',
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
  // A proof of work the browser does before a code goes by SMS or a sign-up from a busy network counts
  'CHALLENGE_REQUIRED',
  'CHALLENGE_FAILED',
  // Accounts by mobile number and codes by SMS
  'PHONE_UNVERIFIED',
  'CODE_SENDS_USED_UP',
  'SMS_NOT_SENT',
  'SMS_PAUSED',
  // One-time codes sent by e-mail
  'WRONG_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'NO_ACTIVE_CODE',
  'ALREADY_VERIFIED',
  'CODE_SENT_RECENTLY',
  'CODE_TRIES_USED_UP',
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
  'CARD_NOT_ISSUED',
  // Registration review
  'NOT_AWAITING_DECISION',
  'FEE_NOT_PAID',
  'UDID_ALREADY_HAS_UID',
  'PREVIEW_UNREADABLE',
  'PREVIEW_TOO_LARGE',
  'DOCUMENT_FILE_MISSING',
  // Payments
  'REGISTRATION_NOT_SUBMITTED',
  'FEE_ALREADY_PAID',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_NOT_NEEDED',
  'PAYMENT_NOT_CAPTURED',
  'RECEIPT_NOT_READY',
  'PAYMENT_STATUS_NOT_ALLOWED',
  'TEST_GATEWAY_OFF',
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_BODY_INVALID',
  // Administrators' users list
  'CANNOT_BLOCK_SELF',
  'CANNOT_BLOCK_ADMIN',

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
  // Competitions: entry forms and entries
  'FORM_NOT_FOUND',
  'FORM_NOT_YET_OPEN',
  'FORM_CLOSED',
  'REGISTRATION_NOT_APPROVED',
  'GENDER_NOT_ELIGIBLE',
  'AGE_NOT_ELIGIBLE',
  'SPORT_NOT_REGISTERED',
  'NOT_CLASSIFIED',
  'CLASS_NOT_ELIGIBLE',
  'DISCIPLINE_FULL',
  'DISCIPLINE_UNKNOWN',
  'TOO_MANY_DISCIPLINES',
  'ALREADY_ENTERED',
  'ENTRY_NOT_FOUND',
  'ENTRY_WITHDRAWN',
  'DISCIPLINE_HAS_ENTRIES',
  'ENTRY_FILE_FIELD_UNKNOWN',
  'ENTRY_FILE_NOT_FOUND',
  // Results files (refused before reading: too wide, or unpacking too large; then errors of the whole
  // file, errors of a row, warnings of a row)
  'RESULTS_TOO_MANY_COLUMNS',
  'WORKBOOK_TOO_LARGE',
  'RESULTS_COLUMN_MISSING',
  'RESULTS_COLUMN_TWICE',
  'RESULTS_NO_ROWS',
  'RESULTS_TOO_MANY_ROWS',
  'RESULT_DISCIPLINE_UNKNOWN',
  'RESULT_ATHLETE_MISSING',
  'RESULT_UID_UNKNOWN',
  'RESULT_UID_REQUIRED',
  'RESULT_UID_NOT_ATHLETE',
  'RESULT_BIB_UNKNOWN',
  'RESULT_UID_BIB_MISMATCH',
  'RESULT_NOT_ENTERED',
  'RESULT_BIB_TWICE',
  'RESULT_ATHLETE_TWICE',
  'RESULT_MARK_INVALID',
  'RESULT_MARK_NEGATIVE',
  'RESULT_MARK_MISSING',
  'RESULT_MARK_WITH_STATUS',
  'RESULT_STATUS_INVALID',
  'RESULT_CELL_INVALID',
  'RESULT_PLACE_DIFFERS',
  'RESULT_WIND_ASSISTED',
  'RESULT_FORMULA_CELL',
  'RESULT_WIND_BEATS_RECORD',
  'RESULT_NO_WIND_BEATS_RECORD',
  'RESULT_MARK_UNUSUAL',
  // Publishing results
  'RESULTS_IMPORT_NOT_FOUND',
  'RESULTS_HAVE_ERRORS',
  'RESULTS_WARNINGS_NOT_ACKNOWLEDGED',
  'RESULTS_REASON_REQUIRED',
  'RESULTS_NOT_PUBLISHED',
  'RESULTS_DRAFT_CHANGED',
  // Certificates
  'CERTIFICATE_NOT_FOUND',
  'CERTIFICATE_NOT_VALID',
  // District units
  'DISTRICT_SECRETARY_ONLY',
  'ACCOUNT_NOT_FOUND',
  'DISTRICT_UNKNOWN',
  'CANNOT_APPOINT_ADMIN',
  'ATHLETE_NOT_FOUND',
  'ATHLETE_NOT_ASSISTED',
  'DISTRICT_OUTSIDE_SCOPE',
  'TAKEOVER_CODE_INVALID',
  'TAKEOVER_EMAIL_MISMATCH',
  'ADMIN_EMAIL_RESERVED',
  'CAMP_NOT_FOUND',
  'DISTRICT_CHECK_OFF',
  'DISTRICT_CHECK_NOT_SUBMITTED',
  'DOCUMENT_NOT_OF_ATHLETE',
  'PAY_LINK_INVALID',
  'TEAM_ENTRY_REFUSED',
  'TEAM_NOT_FOUND',
  // National team selection
  'SELECTION_NOT_FOUND',
  'STANDARDS_INVALID',
  'SELECTION_NOT_EDITABLE',
  'NOT_ON_SHORTLIST',
  'NOMINATION_REASON_REQUIRED',
  'PLACES_EXCEEDED',
  'NOMINATION_MISSING',
  'ALREADY_RATIFIED',
  'OWN_NOMINATION',
  'INVITATION_NOT_FOUND',
  'INVITATION_CLOSED',
  'TEAM_DOCUMENT_MISSING',
  'TEAM_MEMBER_NOT_FOUND',
  'TEAM_ATHLETE_UNKNOWN',
  // Notices
  'NOTICE_CHANNEL_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodeList)[number];

/** Codes the web client gives failures that never reached the server's envelope. */
export const clientErrorCodeList = ['NETWORK_UNAVAILABLE', 'UNEXPECTED_RESPONSE'] as const;
export type ClientErrorCode = (typeof clientErrorCodeList)[number];

/** The code of a refusal whose thrower names none: the generic one of its HTTP status. */
export function genericCodeFor(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}
