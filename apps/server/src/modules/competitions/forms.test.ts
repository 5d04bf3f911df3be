import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { entryForms, entryFormVersions } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { auditEvents } from '../../db/schema/system.js';
import { approvedAthlete, competitionsContext, createForm, formBody, submit } from './test-support.js';

// Administrators build forms: the contract's validator, the references the server checks, versioned
// edits that never break answers given, and disciplines that hold entries kept.
let t: TestContext;
let admin: string;
let eventId: string;

beforeAll(async () => {
  ({ t, admin, eventId } = await competitionsContext());
});
afterAll(() => t.close());

const post = (body: unknown) => t.call({ method: 'POST', url: '/api/admin/forms', token: admin, body });
const patch = (formId: string, body: unknown) =>
  t.call({ method: 'PATCH', url: `/api/admin/forms/${formId}`, token: admin, body });

describe('the form definition validator', () => {
  it('refuses a closing time before the opening, naming closesAt', async () => {
    const body = formBody(eventId, t.clock.now());
    const result = await post({ ...body, closesAt: body.opensAt });
    expectErrorEnvelope(result, 400);
    expect(result.body.data.fields).toHaveProperty('closesAt');
  });

  it('refuses duplicate discipline keys, naming the second', async () => {
    const body = formBody(eventId, t.clock.now());
    const result = await post({
      ...body,
      disciplines: [body.disciplines![0], { ...body.disciplines![1], key: 'w100' }],
    });
    expectErrorEnvelope(result, 400);
    expect(result.body.data.fields).toHaveProperty(['disciplines.1.key']);
  });

  it('refuses an unusable class pattern and an unknown sport, naming the discipline’s field', async () => {
    const body = formBody(eventId, t.clock.now());
    const badClass = await post({
      ...body,
      disciplines: [{ ...body.disciplines![0], classes: ['T42-F46'] }],
    });
    expectErrorEnvelope(badClass, 400);
    expect(Object.keys(badClass.body.data.fields).join()).toMatch(/disciplines\.0\.classes/);
    const badSport = await post({ ...body, disciplines: [{ ...body.disciplines![0], sport: 'quidditch' }] });
    expectErrorEnvelope(badSport, 400);
    expect(badSport.body.data.fields).toHaveProperty(['disciplines.0.sport']);
  });

  it('refuses an open form with no programme, and an unknown event', async () => {
    const empty = await post({ ...formBody(eventId, t.clock.now()), disciplines: [] });
    expectErrorEnvelope(empty, 400);
    expect(empty.body.data.fields).toHaveProperty('disciplines');
    const unknown = await post(formBody('00000000-0000-4000-8000-000000000000', t.clock.now()));
    expectErrorEnvelope(unknown, 400);
    expect(unknown.body.code).toBe('EVENT_NOT_FOUND');
    expect(unknown.body.data.fields).toHaveProperty('eventId');
  });

  it('checks the whole form a change leaves', async () => {
    const form = await createForm(t, admin, formBody(eventId, t.clock.now()));
    const result = await patch(form._id, {
      closesAt: new Date(t.clock.now().getTime() - 2 * 3_600_000).toISOString(),
    });
    expectErrorEnvelope(result, 400);
    expect(result.body.data.fields).toHaveProperty('closesAt');
  });

  it('is for administrators only', async () => {
    const athlete = await approvedAthlete(t);
    expectErrorEnvelope(
      await t.call({
        method: 'POST',
        url: '/api/admin/forms',
        token: athlete.token,
        body: formBody(eventId, t.clock.now()),
      }),
      403,
    );
    expectErrorEnvelope(await t.call({ method: 'GET', url: '/api/admin/forms', token: athlete.token }), 403);
  });
});

describe('versioned edits', () => {
  it('raises the version, keeps each definition, and reads an entry with the fields it answered', async () => {
    const form = await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        fields: [{ key: 'coach', label: 'Coach', type: 'short_text', required: true }],
      }),
    );
    expect(form.version).toBe(1);
    const athlete = await approvedAthlete(t);
    const entry = await submit(t, athlete.token, form._id, ['w100'], { coach: 'P. T. Usha' });
    expect(entry.status).toBe(201);
    expect(entry.body.data.formVersion).toBe(1);

    const changed = await patch(form._id, {
      fields: [{ key: 'club', label: 'Club', type: 'short_text', required: true }],
      title: 'State Championship 2027 entries',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.version).toBe(2);
    expect(changed.body.data.counts).toEqual([
      { key: 'w100', entered: 1, waitlisted: 0 },
      { key: 'm100', entered: 0, waitlisted: 0 },
    ]);
    const versions = await t.ctx.db
      .select()
      .from(entryFormVersions)
      .where(eq(entryFormVersions.formId, form._id));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);

    const detail = await t.call({
      method: 'GET',
      url: `/api/forms/submissions/${entry.body.data._id}`,
      token: athlete.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.formVersion).toBe(1);
    expect(detail.body.data.answers).toEqual({ coach: 'P. T. Usha' });
    expect(detail.body.data.form.fields.map((field: { key: string }) => field.key)).toEqual(['coach']);

    // A new entry answers the new version.
    const second = await submit(t, (await approvedAthlete(t)).token, form._id, ['w100'], {
      club: 'Aluva SC',
    });
    expect(second.body.data.formVersion).toBe(2);
  });

  it('keeps a discipline with entries, and its places at least the entries held', async () => {
    const form = await createForm(t, admin, formBody(eventId, t.clock.now()));
    await submit(t, (await approvedAthlete(t)).token, form._id, ['w100']);
    await submit(t, (await approvedAthlete(t)).token, form._id, ['w100']);
    const body = formBody(eventId, t.clock.now());
    const removed = await patch(form._id, { disciplines: [body.disciplines![1]] });
    expectErrorEnvelope(removed, 409);
    expect(removed.body.code).toBe('DISCIPLINE_HAS_ENTRIES');
    expect(removed.body.data.discipline).toBe('w100');
    expect(removed.body.data.fields).toHaveProperty('disciplines');

    const fewer = await patch(form._id, {
      disciplines: [{ ...body.disciplines![0], capacity: 1 }, body.disciplines![1]],
    });
    expectErrorEnvelope(fewer, 409);
    expect(fewer.body.data.fields).toHaveProperty(['disciplines.0.capacity']);

    // A discipline without entries may go; the one with entries may keep exactly its places.
    const ok = await patch(form._id, { disciplines: [{ ...body.disciplines![0], capacity: 2 }] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.disciplines.map((item: { key: string }) => item.key)).toEqual(['w100']);
    const read = await t.call({ method: 'GET', url: `/api/admin/forms/${form._id}`, token: admin });
    expect(read.body.data).toMatchObject({ version: 2, hasEntries: true });
  });
});

describe('the administrators’ list and the audit log', () => {
  it('lists forms with their counts, and records every write', async () => {
    const form = await createForm(
      t,
      admin,
      formBody(eventId, t.clock.now(), {
        title: 'Counted form',
        feePaise: 10_000,
        disciplines: [
          {
            key: 'w100',
            name: "Women's 100 m",
            sport: 'athletics',
            gender: 'female',
            classes: [],
            capacity: 1,
          },
        ],
      }),
    );
    await submit(t, (await approvedAthlete(t)).token, form._id, ['w100']);
    await submit(t, (await approvedAthlete(t)).token, form._id, ['w100']);
    const list = await t.call({ method: 'GET', url: '/api/admin/forms?search=Counted', token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      _id: form._id,
      entered: 1,
      waitlisted: 1,
      // The entry on the waiting list owes nothing until it is given a place.
      unpaid: 1,
      paidTotalPaise: 0,
      disciplineCount: 1,
      eventTitle: 'State Para Athletics Championship',
    });
    await patch(form._id, { title: 'Counted form (changed)' });
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'entry_form'), eq(auditEvents.targetId, form._id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['entry_form.create', 'entry_form.update']);
    // The audit log names the form, as a kind of its own, not as "other".
    const log = await t.call({
      method: 'GET',
      url: '/api/admin/audit-log?action=entry_form.update',
      token: admin,
    });
    const described = log.body.data.items.find(
      (item: { target: { id: string } }) => item.target.id === form._id,
    );
    expect(described?.target).toMatchObject({
      kind: 'entry_form',
      name: 'Counted form (changed)',
      exists: true,
    });
    // The first form of an event becomes the event's entry form on the public site.
    const [event] = await t.ctx.db.select().from(publicEvents).where(eq(publicEvents.id, eventId));
    const [linked] = await t.ctx.db.select().from(entryForms).where(eq(entryForms.id, event!.entryFormId));
    expect(linked?.eventId).toBe(eventId);
    // A later form leaves the link alone.
    expect(linked?.id).not.toBe(form._id);
  });
});
