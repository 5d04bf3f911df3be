import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../modules/certificates/test-support.js';

/**
 * Each test starts from a process that has drawn nothing yet: the fonts are parsed once per process,
 * and what an earlier document drew is what this test is about.
 */
let pdfModule: typeof import('./pdf.js');
beforeEach(async () => {
  vi.resetModules();
  pdfModule = await import('./pdf.js');
});

/** A one-page PDF with `text` drawn in the bundled Latin font, and the text a reader finds in it. */
async function drawnText(text: string): Promise<string> {
  const { pdf, font } = await pdfModule.newPdf('Text layer');
  const page = pdf.addPage();
  page.drawText(text, { x: 40, y: 400, size: 12, font: await font('regular') });
  return pdfText(await pdf.save());
}

describe('the text layer of the PDFs the portal draws', () => {
  it('keeps a full stop in a document drawn after one with an ellipsis (a glyph made of three stops)', async () => {
    expect(await drawnText('Events: 100 m … 400 m')).toContain('Events: 100 m … 400 m');
    expect(await drawnText('with a mark of 12.31 at the State Championship')).toContain(
      'with a mark of 12.31 at the State Championship',
    );
  });

  it('keeps every character of the certificates and cards after composite glyphs were drawn', async () => {
    await drawnText('Valid until: 31 March 2027; Anjali Krishnan Nair Puthenv… ï ! ? ₹ 1,200');
    const line = "won 1st place (Gold) in Women's 100 m with a mark of 5.10; UID KLPS-2600042.";
    expect(await drawnText(line)).toContain(line);
  });
});
