import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { registrations } from '../../db/schema/registration.js';
import { PUBLIC_RESULTS_MAX_AGE_MS } from './public-cache.js';
import { closedCompetition, csv, publish, upload } from './test-support.js';

// Published results kept for a minute: a correction shows at once (an administrator's write clears
// them), a change elsewhere (a name in a registration) within a minute, and an unknown competition's
// refusal is never kept.
let t: TestContext;
let competition: Awaited<ReturnType<typeof closedCompetition>>;

beforeAll(async () => {
  t = await createTestContext();
  competition = await closedCompetition(t, 2);
});
afterAll(() => t.close());

const names = async () =>
  (await t.call({ method: 'GET', url: `/api/results/${competition.formId}` })).body.data[0].results.map(
    (row: { name: string; mark: string }) => `${row.name} ${row.mark}`,
  );

async function publishMarks(first: string, reason = '') {
  const [a, b] = competition.athletes.map((athlete) => athlete.uid);
  const uploaded = await upload(
    t,
    competition.admin,
    competition.formId,
    csv(['discipline,uid,mark', `w100,${a},${first}`, `w100,${b},13.00`]),
  );
  expect((await publish(t, competition.admin, uploaded.body.data.importId, { reason })).status).toBe(200);
}

describe('published results kept for a minute', () => {
  it('shows a correction at once, and a renamed athlete within a minute', async () => {
    const unknown = `/api/results/00000000-0000-4000-8000-000000000000`;
    expect((await t.call({ method: 'GET', url: unknown })).status).toBe(404);
    await publishMarks('12.50');
    expect(await names()).toEqual(['Runner 1 12.50', 'Runner 2 13.00']);
    await publishMarks('12.40', 'Photo finish');
    expect(await names()).toEqual(['Runner 1 12.40', 'Runner 2 13.00']);

    const userId = competition.athletes[0]?.user.id as string;
    const [registration] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, userId));
    await t.ctx.db
      .update(registrations)
      .set({ page1: { ...registration?.page1, fullName: 'Runner One' } as never })
      .where(eq(registrations.userId, userId));
    expect(await names()).toEqual(['Runner 1 12.40', 'Runner 2 13.00']);
    t.clock.advance(PUBLIC_RESULTS_MAX_AGE_MS);
    expect(await names()).toEqual(['Runner One 12.40', 'Runner 2 13.00']);
    expect((await t.call({ method: 'GET', url: unknown })).status).toBe(404);
  });
});
