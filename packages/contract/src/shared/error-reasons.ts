/**
 * Machine-readable reasons an error envelope carries in `data.reason`, so clients can react without
 * reading the message. New errors add their reason here.
 */
export const errorReasons = [
  // One-time codes
  'wrong_code',
  'expired',
  'too_many_attempts',
  'no_active_code',
  'already_verified',
  // Input the server cannot take
  'bad_characters',
  'bad_url',
] as const;

export type ErrorReason = (typeof errorReasons)[number];
