import { isErrorCode } from '../../lib/api';

/**
 * Sends a call; when the server asks for a proof of work first (429 CHALLENGE_REQUIRED, before a code
 * goes by SMS or from a busy network), does the work in the browser and sends the call again with it
 * (docs/decisions/0041). `onWorking` lets the form say so while it runs (a second or two on a slow phone).
 */
export async function withProofOfWork<T>(
  call: (altcha?: string) => Promise<T>,
  onWorking?: (working: boolean) => void,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isErrorCode(error, 'CHALLENGE_REQUIRED') || !error.data?.challenge) throw error;
    onWorking?.(true);
    try {
      const { solveProofOfWork } = await import('./solve-proof-of-work');
      return await call(await solveProofOfWork(error.data.challenge));
    } finally {
      onWorking?.(false);
    }
  }
}
