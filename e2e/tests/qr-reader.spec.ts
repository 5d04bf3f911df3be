import { readFileSync } from 'node:fs';
import path from 'node:path';
import { qrOnPage } from '../support/certificates.js';
import { expect, test } from '../support/fixtures.js';
import { repoRoot } from '../support/paths.js';

// The journeys check each printed code by reading it off the drawn page. The reader must read a
// small code as surely as a phone does, or a journey fails on a card that is fine.

test('the QR reader reads the 21 mm code of an accreditation card whose modules come out two pixels wide at 110 dpi', () => {
  const card = readFileSync(path.join(repoRoot, 'e2e/fixtures/accreditation-card-small-qr.pdf'));
  expect(qrOnPage(card)).toBe('http://127.0.0.1:31783/verify/accreditation/3EtAVJbnp5HLuoNG3Snlvw');
});
