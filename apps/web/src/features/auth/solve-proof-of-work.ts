import type { ErrorDataOf } from '@para/contract';

type Challenge = ErrorDataOf<'CHALLENGE_REQUIRED'>['challenge'];

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Finds the number whose SHA-256 with the salt is the challenge (ALTCHA's proof of work) and returns
 * the payload the server checks, as ALTCHA's widget makes it. Loaded only when the server asks for
 * it, so the sign-in and sign-up pages do not carry it; yields to the page every thousand tries so
 * the form stays responsive.
 */
export async function solveProofOfWork(challenge: Challenge): Promise<string> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`));
    if (hex(digest) === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(payload));
    }
    if (number % 1000 === 999) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('proof of work not found');
}
