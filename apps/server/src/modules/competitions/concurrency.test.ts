import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { entries, entryDisciplines } from '../../db/schema/competitions.js';
import { adminToken, approvedAthlete, createForm, formBody, publishedEvent, submit } from './test-support.js';

// Thirty athletes press "submit" at the same moment for ten places. On PostgreSQL the requests run on
// separate connections at once; the form's row lock must make exactly ten of them 'entered'.
let t: TestContext;
let admin: string;
let formId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  const eventId = (await publishedEvent(t)).id;
  formId = (
    await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        disciplines: [
          {
            key: 'w100',
            name: "Women's 100 m",
            sport: 'athletics',
            gender: 'any',
            classes: [],
            capacity: 10,
          },
        ],
      }),
    )
  )._id;
});
afterAll(() => t.close());

describe('places under simultaneous submissions', () => {
  it('enters exactly 10 of 30, waitlists 20, loses and doubles none; a withdrawal moves exactly one up', async () => {
    const athletes = await Promise.all(Array.from({ length: 30 }, () => approvedAthlete(t)));
    const results = await Promise.all(athletes.map((athlete) => submit(t, athlete.token, formId, ['w100'])));
    expect(results.map((result) => result.status)).toEqual(Array(30).fill(201));

    const rows = await t.ctx.db
      .select({ userId: entries.userId, entryId: entries.id, status: entryDisciplines.status })
      .from(entryDisciplines)
      .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
      .where(eq(entryDisciplines.formId, formId));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(30);
    expect(rows.filter((row) => row.status === 'entered')).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(20);
    // What each athlete was told matches what was stored.
    for (const result of results) {
      const stored = rows.find((row) => row.entryId === result.body.data._id);
      expect(result.body.data.disciplines[0].status).toBe(stored?.status);
    }

    // A second submit by each athlete at once is refused: still one entry each.
    const again = await Promise.all(
      athletes.slice(0, 5).map((athlete) => submit(t, athlete.token, formId, ['w100'])),
    );
    expect(again.map((result) => result.body.code)).toEqual(Array(5).fill('ALREADY_ENTERED'));

    const enteredOne = results.find((result) => result.body.data.disciplines[0].status === 'entered')!;
    const owner = athletes[results.indexOf(enteredOne)]!;
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${enteredOne.body.data._id}/withdraw`,
      token: owner.token,
      body: { reason: '' },
    });
    expect(out.status).toBe(200);
    const form = await t.call({ method: 'GET', url: `/api/admin/forms/${formId}`, token: admin });
    expect(form.body.data.counts).toEqual([{ key: 'w100', entered: 10, waitlisted: 19 }]);
  });
});
