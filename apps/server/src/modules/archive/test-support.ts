import { readFileSync } from 'node:fs';
import type { ArchiveCompetitionBodyInput } from '@para/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { users } from '../../db/schema/users.js';
import { approvedAthlete } from '../competitions/test-support.js';
import { publish, upload } from '../results/test-support.js';

/** Test helpers for the archive: athletes with known UIDs, past competitions, their results published. */

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** An approved athlete (or not) with the UID a fixture file names. */
export async function athleteWithUid(
  t: TestContext,
  uid: string,
  options: Parameters<typeof approvedAthlete>[1] = {},
) {
  const athlete = await approvedAthlete(t, options);
  if (options.approved !== false)
    await t.ctx.db.update(users).set({ uid }).where(eq(users.id, athlete.user.id));
  return { ...athlete, uid };
}

export const pastDisciplines: ArchiveCompetitionBodyInput['disciplines'] = [
  { key: 'w100', name: "Women's 100 m", nameHi: 'महिला 100 मी', sport: 'athletics', gender: 'female' },
  { key: 'wlj', name: "Women's long jump", sport: 'athletics', gender: 'female', resultKind: 'distance' },
];

export const createPast = (t: TestContext, token: string, body: Partial<ArchiveCompetitionBodyInput>) =>
  t.call({
    method: 'POST',
    url: '/api/admin/archive/competitions',
    token,
    body: {
      title: 'State Para Athletics Meet',
      venue: 'Maharaja’s College Ground',
      startDate: '2019-02-10',
      endDate: '2019-02-11',
      disciplines: pastDisciplines,
      ...body,
    },
  });

/** A past competition added, its results file uploaded without errors and published. */
export async function publishedPast(
  t: TestContext,
  admin: string,
  body: Partial<ArchiveCompetitionBodyInput>,
  file: Buffer | string,
) {
  const created = await createPast(t, admin, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const formId = created.body.data.formId as string;
  const uploaded = await upload(t, admin, formId, file);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  expect(uploaded.body.data.errors).toEqual([]);
  const published = await publish(t, admin, uploaded.body.data.importId, { acknowledgeWarnings: true });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return formId;
}
