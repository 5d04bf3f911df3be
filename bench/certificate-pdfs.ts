// `npm run bench:certificate-pdfs`: the cost of drawing one certificate PDF, now and as first written
// (commit 222b192: fonts parsed again for every document, the QR code a PNG). Both are run in turns of
// 25 on the same records (every other athlete with a name in Devanagari), so a shared machine's load
// falls on both alike. The earlier code is taken from git into a folder beside this file, then removed.

import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { certificatePdf } from '../apps/server/src/modules/certificates/certificate-pdf.js';
import type { CertificateRecord } from '../apps/server/src/modules/certificates/record.js';

const BASELINE = '222b192';
const TOTAL = Number(process.env.BENCH_PDFS ?? 200);
const TURN = 25;

const root = path.join(import.meta.dirname, '..');
const baseDir = path.join(import.meta.dirname, '.baseline');
const copy = (from: string, to: string) => {
  mkdirSync(path.dirname(path.join(baseDir, to)), { recursive: true });
  writeFileSync(
    path.join(baseDir, to),
    execFileSync('git', ['show', `${BASELINE}:${from}`], { cwd: root, encoding: 'utf8' }),
  );
};
// The old module with its relative imports pointed back at today's unchanged files.
copy('apps/server/src/modules/certificates/certificate-pdf.ts', 'certificate-pdf.ts');
copy('apps/server/src/lib/pdf.ts', 'pdf.ts');
const server = '../../apps/server/src';
for (const [file, from, to] of [
  ['certificate-pdf.ts', '../../lib/pdf.js', './pdf.js'],
  ['certificate-pdf.ts', './record.js', `${server}/modules/certificates/record.js`],
  ['pdf.ts', './paths.js', `${server}/lib/paths.js`],
] as const) {
  const target = path.join(baseDir, file);
  const text = execFileSync('cat', [target], { encoding: 'utf8' }).replace(`'${from}'`, `'${to}'`);
  writeFileSync(target, text);
}
const baseline = (await import(path.join(baseDir, 'certificate-pdf.ts'))) as {
  certificatePdf: typeof certificatePdf;
};

const record = (n: number): CertificateRecord => ({
  format: 1,
  kind: n % 3 === 0 ? 'merit' : 'participation',
  number: `PSA-C-2026-${String(n).padStart(6, '0')}`,
  issuer: 'Para Sports Association',
  athlete: {
    name: `Athlete Number ${n}`,
    nameInScript: n % 2 ? `खिलाड़ी ${n}` : '',
    uid: `KLPS26${String(n).padStart(5, '0')}`,
  },
  competition: {
    formId: '00000000-0000-4000-8000-000000000001',
    title: 'State Para Athletics Championship',
    startDate: '2027-01-15',
    endDate: '2027-01-17',
  },
  discipline: { key: 'm100', name: 'Men’s 100 m T44' },
  place: n % 3 === 0 ? 1 + (n % 3) : null,
  mark: `12.${String(n % 100).padStart(2, '0')}`,
  status: null,
  resultsVersion: 1,
  issuedAt: '2026-11-26T04:30:00.000Z',
});
const options = (n: number) => ({
  verifyUrl: `https://portal.example.org/verify/certificate/PSA-C-2026-${String(n).padStart(6, '0')}`,
  signedToken: `${'x'.repeat(900)}.${'y'.repeat(86)}`,
});

const drawers = { now: certificatePdf, [BASELINE]: baseline.certificatePdf };
const spent: Record<string, number> = { now: 0, [BASELINE]: 0 };
const bytes: Record<string, number> = { now: 0, [BASELINE]: 0 };
// One of each first: module and font loading are not a certificate's cost.
for (const draw of Object.values(drawers)) await draw(record(0), options(0));
const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
for (let start = 1; start <= TOTAL; start += TURN) {
  for (const [name, draw] of Object.entries(drawers)) {
    const t0 = process.hrtime.bigint();
    for (let n = start; n < start + TURN; n += 1)
      bytes[name] = (bytes[name] ?? 0) + (await draw(record(n), options(n))).length;
    spent[name] = (spent[name] ?? 0) + Number(process.hrtime.bigint() - t0) / 1e6;
  }
}
const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
rmSync(baseDir, { recursive: true, force: true });
for (const name of Object.keys(drawers)) {
  const each = (spent[name] ?? 0) / TOTAL;
  process.stdout.write(
    `${name.padEnd(8)} ${each.toFixed(1)} ms a certificate, ${((bytes[name] ?? 0) / TOTAL / 1024).toFixed(0)} KB; 1,000 would take ${(each).toFixed(0)} s on one core\n`,
  );
}
process.stdout.write(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}\n`);
