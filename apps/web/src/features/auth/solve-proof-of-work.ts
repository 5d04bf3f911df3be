import type { ErrorDataOf } from '@para/contract';

type Challenge = ErrorDataOf<'CHALLENGE_REQUIRED'>['challenge'];

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Hashes tried together: one wait per batch instead of one per hash keeps a slow phone quick. */
const BATCH = 500;

/**
 * Finds the number whose SHA-256 with the salt is the challenge (ALTCHA's proof of work) and returns
 * the payload the server checks, as ALTCHA's widget makes it. Loaded only when the server asks for
 * it, so the sign-in and sign-up pages do not carry it; between batches the page stays responsive.
 */
export async function solveProofOfWork(challenge: Challenge): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const numbers = Array.from(
      { length: Math.min(BATCH, challenge.maxnumber - start + 1) },
      (_, i) => start + i,
    );
    const digests = await Promise.all(
      numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`))),
    );
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found >= 0) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: numbers[found],
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  throw new Error('proof of work not found');
}
