import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { publicEvents } from '../../db/schema/content.js';
import { adminToken, createForm, formBody } from './test-support.js';

// The administrators' Upcoming and Previous Events: forms by their competition's days, judged on
// India's calendar. The clock stands at 01:30 in India on 23 November, still 22 November in UTC, so
// a competition whose last day was the 22nd has ended in India though not yet in UTC.
const NOW = new Date('2026-11-22T20:00:00.000Z');

let t: TestContext;
let admin: string;
const formOf = new Map<string, string>();

async function competition(title: string, startDate: string, endDate: string) {
  const now = t.clock.now();
  const [event] = await t.ctx.db
    .insert(publicEvents)
    .values({
      title,
      venue: 'Maharaja’s College Ground',
      district: 'Ernakulam',
      startDate,
      endDate,
      status: 'published',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!event) throw new Error('event not stored');
  const form = await createForm(t, admin, formBody(event.id, now, { title: `Dated ${title}` }));
  formOf.set(title, form._id);
  // The next form is a minute newer: the list without `when` puts the newest first.
  t.clock.advance(60_000);
}

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(NOW);
  admin = await adminToken(t);
  // Created in an order that is neither the upcoming nor the past order.
  await competition('Later meet', '2027-01-15', '2027-01-16');
  await competition('Ended yesterday', '2026-11-20', '2026-11-22');
  await competition('Starting today', '2026-11-23', '2026-11-24');
  await competition('Long ago', '2026-10-01', '2026-10-02');
  await competition('Ending today', '2026-11-21', '2026-11-23');
});
afterAll(() => t.close());

async function titles(query: string) {
  const list = await t.call({ method: 'GET', url: `/api/admin/forms?search=Dated&${query}`, token: admin });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.data as { items: { title: string; _id: string }[]; total: number };
}

describe('the forms by their competition’s days', () => {
  it('lists the competitions not ended yet in India, the soonest first', async () => {
    const upcoming = await titles('when=upcoming');
    expect(upcoming.items.map((row) => row.title)).toEqual([
      'Dated Ending today',
      'Dated Starting today',
      'Dated Later meet',
    ]);
    expect(upcoming.total).toBe(3);
  });

  it('lists the competitions ended, the latest first', async () => {
    const past = await titles('when=past');
    expect(past.items.map((row) => row.title)).toEqual(['Dated Ended yesterday', 'Dated Long ago']);
    expect(past.total).toBe(2);
  });

  it('pages through them in that order and counts them all', async () => {
    const second = await titles('when=upcoming&page=2&pageSize=2');
    expect(second.items.map((row) => row.title)).toEqual(['Dated Later meet']);
    expect(second.total).toBe(3);
  });

  it('gives each form its competition’s days and venue', async () => {
    const past = await titles('when=past');
    expect(past.items[0]).toMatchObject({
      _id: formOf.get('Ended yesterday'),
      eventTitle: 'Ended yesterday',
      startDate: '2026-11-20',
      endDate: '2026-11-22',
      venue: 'Maharaja’s College Ground',
    });
  });

  it('without `when` lists every form, the newest first, and refuses an unknown `when`', async () => {
    const all = await titles('');
    expect(all.total).toBe(5);
    expect(all.items[0]?.title).toBe('Dated Ending today');
    const refused = await t.call({ method: 'GET', url: '/api/admin/forms?when=soon', token: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });
});
