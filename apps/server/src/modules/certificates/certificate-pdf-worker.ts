import { parentPort } from 'node:worker_threads';
import { certificatePdf } from './certificate-pdf.js';
import type { CertificateRecord } from './record.js';

/** A thread drawing certificate PDFs for the pool (certificate-pdf-pool.ts): one request at a time. */
export interface DrawRequest {
  id: number;
  record: CertificateRecord;
  verifyUrl: string;
  signedToken: string;
}

parentPort?.on('message', async (request: DrawRequest) => {
  try {
    const bytes = await certificatePdf(request.record, {
      verifyUrl: request.verifyUrl,
      signedToken: request.signedToken,
    });
    parentPort?.postMessage({ id: request.id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
