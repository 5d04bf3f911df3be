import { expect } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { approvedAthlete } from '../competitions/test-support.js';
import { csv, publish, upload } from '../results/test-support.js';

/**
 * Test helpers for national team selection: past competitions added for their results (decision 32),
 * their results published from a CSV file, athletes with a class status, and multipart bodies.
 */

export const DISCIPLINES = [
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
  {
    key: 'whj',
    name: "Women's high jump",
    sport: 'athletics',
    gender: 'female',
    classes: [],
    resultKind: 'height',
  },
  {
    key: 'wpen',
    name: "Women's pentathlon",
    sport: 'athletics',
    gender: 'female',
    classes: [],
    resultKind: 'points',
  },
  { key: 'm400', name: "Men's 400 m", sport: 'athletics', gender: 'male', classes: [] },
] as const;

/** A past competition on `startDate` with the disciplines above; returns its form id. */
export async function pastCompetition(
  t: TestContext,
  admin: string,
  startDate: string,
  title = `Meet of ${startDate}`,
) {
  const created = await t.call({
    method: 'POST',
    url: '/api/admin/archive/competitions',
    token: admin,
    body: { title, venue: 'Regional Stadium', startDate, endDate: startDate, disciplines: DISCIPLINES },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.formId as string;
}

/** Publishes `rows` ("discipline,uid,mark,wind,status,round") as the competition's results now. */
export async function publishResults(
  t: TestContext,
  admin: string,
  formId: string,
  rows: string[],
  reason?: string,
) {
  const imported = await upload(t, admin, formId, csv(['discipline,uid,mark,wind,status,round', ...rows]));
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  expect(imported.body.data.errors, JSON.stringify(imported.body.data.errors)).toEqual([]);
  const published = await publish(t, admin, imported.body.data.importId, {
    acknowledgeWarnings: true,
    ...(reason ? { reason } : {}),
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

type Status = 'new' | 'review' | 'review_fixed_date' | 'confirmed' | 'not_classified';

/** An approved athlete of athletics class `sportClass` with that class status (and review date). */
export async function classedAthlete(
  t: TestContext,
  options: {
    name: string;
    gender?: 'male' | 'female';
    sportClass?: string;
    classStatus?: Status;
    reviewDate?: string;
    dateOfBirth?: string;
    district?: string;
  },
) {
  const athlete = await approvedAthlete(t, {
    name: options.name,
    gender: options.gender ?? 'female',
    ...(options.dateOfBirth ? { dateOfBirth: options.dateOfBirth } : {}),
    ...(options.district ? { district: options.district } : {}),
    sports: [
      {
        sport: 'athletics',
        sportClass: options.sportClass ?? 'T44',
        classStatus: (options.classStatus ?? 'confirmed') as 'confirmed',
        ...(options.reviewDate ? { reviewDate: options.reviewDate } : {}),
      },
    ],
  });
  return { ...athlete, uid: athlete.user.uid as string };
}

/** A multipart body of plain fields, then files (each under its field name). */
export function multipartOf(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer }> = {},
) {
  const boundary = `----team${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postMultipart(
  t: TestContext,
  token: string,
  url: string,
  body: ReturnType<typeof multipartOf>,
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The selection most tests start from: the state team for a February championship. */
export const selectionBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'National Para Athletics 2027',
  championship: {
    name: 'National Para Athletics Championship 2027',
    venue: 'Jawaharlal Nehru Stadium, New Delhi',
    startDate: '2027-02-10',
    endDate: '2027-02-14',
  },
  windowStart: '2026-06-01',
  windowEnd: '2026-11-21',
  places: 4,
  ...overrides,
});
