import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf.js';
import { drawCertificate, drawingParallelism } from './certificate-pdf-pool.js';
import { pdfText, sampleRecord } from './test-support.js';

describe('the drawing threads', () => {
  it('draw certificates on every core, the same as the server thread would', async () => {
    const records = Array.from({ length: 6 }, (_, index) =>
      sampleRecord({ number: `PSA-C-2026-${String(index + 1).padStart(6, '0')}` }),
    );
    const options = { verifyUrl: 'https://portal.example.org/verify/certificate/x', signedToken: 'a.b' };
    const drawn = await Promise.all(records.map((record) => drawCertificate(record, options)));
    // Still a pool after drawing: no worker failed (a failure would leave one thread).
    expect(drawingParallelism()).toBe(Math.min(4, availableParallelism()));
    for (const [index, bytes] of drawn.entries()) {
      expect(await pdfText(bytes)).toContain(records[index]?.number);
    }
    const here = await certificatePdf(records[0] as (typeof records)[0], options);
    expect(Math.abs(here.length - (drawn[0]?.length ?? 0))).toBeLessThan(64);
  });
});
