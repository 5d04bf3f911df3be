import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { certificates } from '../../db/schema/certificates.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';
import { issueCertificates } from './issue.js';

// On the embedded database (PGlite) a transaction holds the one connection that every request and the
// notice worker share. Issuing a publication's certificates in one transaction held every request
// until the last certificate was written: 163 s for 10,000 (bench/results/notices.md). Issued in
// batches, a request made while issuing runs is answered before the issuing ends. The test asserts
// the order of the two, not a time, so a slow machine does not fail it.
let t: TestContext;
let admin: string;
let formId: string;
let athleteToken: string;
let uids: string[];

async function publishMarks(w100: (index: number) => string, reason = '') {
  const lines = uids.flatMap((uid, index) => [
    `w100,${uid},,${w100(index)},,`,
    `wlj,${uid},,${(5 - index / 10).toFixed(2)},,`,
  ]);
  const uploaded = await upload(t, admin, formId, csv(['discipline,uid,bib,mark,status,rule', ...lines]));
  expect(uploaded.body.data.errors, JSON.stringify(uploaded.body)).toEqual([]);
  const published = await publish(t, admin, uploaded.body.data.importId, {
    acknowledgeWarnings: true,
    reason,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}
const w100Marks = (index: number) => (12 + index / 10).toFixed(2);

beforeAll(async () => {
  t = await createTestContext();
  const competition = await closedCompetition(t, 8);
  ({ admin, formId } = competition);
  athleteToken = competition.athletes[0]?.token as string;
  uids = competition.athletes.map((athlete) => athlete.uid);
  await publishMarks(w100Marks);
});
afterAll(() => t.close());

it('answers a request made while certificates are issued before the issuing ends', async () => {
  const events: string[] = [];
  let request: Promise<void> | undefined;
  const summary = await issueCertificates(t.ctx, formId, {
    batchSize: 2,
    // Called once issuing knows what is due, before it writes (the old code: inside its one transaction).
    onProgress: () => {
      if (request) return;
      events.push('issuing under way');
      request = t.app
        .inject({
          method: 'GET',
          url: '/api/user/get-user-profile-data',
          headers: { 'access-token': athleteToken },
        })
        .then((response) => {
          expect(response.statusCode).toBe(200);
          events.push('request answered');
        });
    },
  });
  events.push('issuing done');
  await request;
  // 8 athletes in two disciplines: 16 participation, and merit for places 1–3 of each.
  expect(summary).toEqual({ version: 1, issued: 22, superseded: 0, kept: 0 });
  expect(events).toEqual(['issuing under way', 'request answered', 'issuing done']);
});

it('supersedes across batches as in one: each changed certificate by its replacement', async () => {
  // Runner 1's 100 m becomes the slowest: every 100 m place moves, Runner 1's merit goes, Runner 4 gets one.
  await publishMarks((index) => (index === 0 ? '13.50' : w100Marks(index)), 'Timing corrected');
  const summary = await issueCertificates(t.ctx, formId, { batchSize: 1 });
  // 100 m: 8 participation and 3 merit new, 8 + 3 superseded; the long jump's 11 stand.
  expect(summary).toEqual({ version: 2, issued: 11, superseded: 11, kept: 11 });
  const rows = await t.ctx.db.select().from(certificates);
  const byId = new Map(rows.map((row) => [row.id, row]));
  expect(rows.filter((row) => row.status === 'valid')).toHaveLength(22);
  const superseded = rows.filter((row) => row.status === 'superseded');
  expect(superseded).toHaveLength(11);
  for (const old of superseded) {
    const by = old.supersededBy ? byId.get(old.supersededBy) : undefined;
    if (old.uid === uids[0] && old.kind === 'merit') expect(by).toBeUndefined();
    else
      expect(by && [by.uid, by.disciplineKey, by.kind, by.resultsVersion, by.status]).toEqual([
        old.uid,
        old.disciplineKey,
        old.kind,
        2,
        'valid',
      ]);
  }
});
