import { expect } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import {
  adminToken,
  approvedAthlete,
  createForm,
  formBody,
  publishedEvent,
  submit,
} from '../competitions/test-support.js';

/** Test helpers for results: a closed competition with entrants, and uploads as the web sends them. */

export function multipart(formId: string, fileName: string, bytes: Buffer | string) {
  const boundary = `----results${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="formId"\r\n\r\n${formId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  t: TestContext,
  token: string,
  formId: string,
  bytes: Buffer | string,
  fileName = 'results.csv',
) {
  const body = multipart(formId, fileName, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/results/import',
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

export const publish = (t: TestContext, token: string, importId: string, body: object = {}) =>
  t.call({ method: 'POST', url: `/api/admin/results/import/${importId}/publish`, token, body });

export const csv = (lines: string[]) => `${lines.join('\n')}\n`;

const HOUR = 3_600_000;

interface Entrant {
  user: { id: string };
  token: string;
  entryId: string;
  uid: string;
}

/**
 * A competition whose entries have closed: a women's 100 m (time) and long jump (distance); `count`
 * athletes from alternating districts entered in both (free, so their places are settled).
 */
export async function closedCompetition(
  t: TestContext,
  count = 4,
  options: { names?: string[]; beforeClosing?: (athletes: Entrant[]) => Promise<void> } = {},
) {
  const admin = await adminToken(t);
  const event = await publishedEvent(t);
  const form = await createForm(
    t,
    admin,
    formBody(event.id, t.clock.now(), {
      disciplines: [
        {
          key: 'w100',
          name: "Women's 100 m",
          nameHi: 'महिला 100 मी',
          sport: 'athletics',
          gender: 'female',
          classes: [],
        },
        {
          key: 'wlj',
          name: "Women's long jump",
          sport: 'athletics',
          gender: 'female',
          classes: [],
          resultKind: 'distance',
        },
      ],
    }),
  );
  const athletes: Entrant[] = [];
  for (let index = 0; index < count; index += 1) {
    const athlete = await approvedAthlete(t, {
      name: options.names?.[index] ?? `Runner ${index + 1}`,
      district: index % 2 === 0 ? 'Ernakulam' : 'Thrissur',
    });
    const entered = await submit(t, athlete.token, form._id, ['w100', 'wlj']);
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    athletes.push({ ...athlete, entryId: entered.body.data._id as string, uid: athlete.user.uid as string });
  }
  await options.beforeClosing?.(athletes);
  // Entries close; the first upload gives the bibs (1, 2, … in the order entries came in).
  t.clock.advance(241 * HOUR);
  return { admin, formId: form._id, athletes };
}
