import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacHex = (key: string, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex');

/** Six digits from a CSPRNG, leading zeros kept. */
export const newOtp = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Constant-time comparison of two strings (hex digests, signatures). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
