import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { entries, entryDisciplines, entryTeams } from '../../db/schema/competitions.js';
import {
  approvedAthlete,
  competitionsContext,
  createForm,
  formBody,
  submit,
} from '../competitions/test-support.js';
import { teamSupport } from './team-test-support.js';

// A secretary's team entry is made of the athletes' own entries: under the same lock, with the same
// places and waiting lists, all or none, and only of the secretary's districts.
let t: TestContext;
let admin: string;
let eventId: string;

beforeAll(async () => {
  ({ t, admin, eventId } = await competitionsContext());
});
afterAll(() => t.close());

const { secretaryOf, enterTeam, anyone100, paidForm } = teamSupport(() => ({ t, admin, eventId }));

describe('a team entry', () => {
  it('fills 10 places among 30 with athletes entering themselves at once: none lost, none doubled', async () => {
    const formId = (
      await createForm(t, admin, formBody(eventId, t.clock.now(), { disciplines: anyone100(10) }))
    )._id;
    const secretary = await secretaryOf('Kollam');
    const team = await Promise.all(
      Array.from({ length: 15 }, () => approvedAthlete(t, { district: 'Kollam' })),
    );
    const own = await Promise.all(
      Array.from({ length: 15 }, () => approvedAthlete(t, { district: 'Kollam' })),
    );
    const [teamResult, ...ownResults] = await Promise.all([
      enterTeam(
        secretary.token,
        formId,
        team.map((athlete) => ({ userId: athlete.user.id, disciplines: ['x100'] })),
      ),
      ...own.map((athlete) => submit(t, athlete.token, formId, ['x100'])),
    ]);
    expect(teamResult?.status, JSON.stringify(teamResult?.body)).toBe(201);
    expect(ownResults.map((result) => result.status)).toEqual(Array(15).fill(201));
    expect(teamResult?.body.data.entries).toHaveLength(15);
    expect(teamResult?.body.data.amountPaise).toBe(0);

    const rows = await t.ctx.db
      .select({ userId: entries.userId, status: entryDisciplines.status, teamId: entries.teamId })
      .from(entryDisciplines)
      .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
      .where(eq(entryDisciplines.formId, formId));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(30);
    expect(rows.filter((row) => row.status === 'entered')).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(20);
    expect(rows.filter((row) => row.teamId !== null)).toHaveLength(15);

    // An athlete who holds a place withdraws: exactly one of those waiting moves up.
    const holder = [...team, ...own].find((athlete) =>
      rows.some((row) => row.userId === athlete.user.id && row.status === 'entered'),
    )!;
    const [held] = await t.ctx.db
      .select()
      .from(entries)
      .where(and(eq(entries.userId, holder.user.id), eq(entries.formId, formId)));
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${held!.id}/withdraw`,
      token: holder.token,
      body: { reason: '' },
    });
    expect(out.status).toBe(200);
    const form = await t.call({ method: 'GET', url: `/api/admin/forms/${formId}`, token: admin });
    expect(form.body.data.counts).toEqual([{ key: 'x100', entered: 10, waitlisted: 19 }]);
  });

  it('is the athletes’ own: they see it on their page and withdraw it, and the next waiting moves up', async () => {
    const formId = (
      await createForm(t, admin, formBody(eventId, t.clock.now(), { disciplines: anyone100(1) }))
    )._id;
    const secretary = await secretaryOf('Palakkad');
    const [first, second] = [
      await approvedAthlete(t, { district: 'Palakkad' }),
      await approvedAthlete(t, { district: 'Palakkad' }),
    ];
    const result = await enterTeam(secretary.token, formId, [
      { userId: first.user.id, disciplines: ['x100'] },
      { userId: second.user.id, disciplines: ['x100'] },
    ]);
    expect(result.status).toBe(201);
    expect(
      result.body.data.entries.map(
        (entry: { disciplines: { status: string }[] }) => entry.disciplines[0]?.status,
      ),
    ).toEqual(['entered', 'waitlisted']);
    const list = await t.call({ method: 'GET', url: '/api/forms/my-submissions', token: first.token });
    const mine = list.body.data.find((item: { formId: string }) => item.formId === formId);
    expect(mine).toMatchObject({ status: 'confirmed', userId: first.user.id });
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${mine._id}/withdraw`,
      token: first.token,
      body: { reason: '' },
    });
    expect(out.status).toBe(200);
    const [moved] = await t.ctx.db
      .select({ status: entryDisciplines.status })
      .from(entryDisciplines)
      .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
      .where(eq(entries.userId, second.user.id));
    expect(moved?.status).toBe('entered');
    // The district's list shows the entries as they stand.
    const district = await t.call({
      method: 'GET',
      url: `/api/district/entry-forms/${formId}/entries`,
      token: secretary.token,
    });
    expect(district.body.data.entries).toEqual([
      expect.objectContaining({ userId: second.user.id, disciplines: [{ key: 'x100', status: 'entered' }] }),
    ]);
  });

  it('refuses all of the team, naming each athlete refused, and keeps none of it', async () => {
    const formId = (
      await createForm(
        t,
        admin,
        formBody(eventId, t.clock.now(), {
          disciplines: [
            {
              key: 'w100',
              name: "Women's 100 m",
              sport: 'athletics',
              gender: 'female',
              classes: ['T42-T47'],
            },
          ],
        }),
      )
    )._id;
    const secretary = await secretaryOf('Kannur');
    const fine = await approvedAthlete(t, { district: 'Kannur' });
    const man = await approvedAthlete(t, { district: 'Kannur', gender: 'male' });
    const waiting = await approvedAthlete(t, { district: 'Kannur', approved: false });
    const refused = await enterTeam(secretary.token, formId, [
      { userId: fine.user.id, disciplines: ['w100'] },
      { userId: man.user.id, disciplines: ['w100'] },
      { userId: waiting.user.id, disciplines: ['w100'] },
    ]);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TEAM_ENTRY_REFUSED');
    expect(Object.keys(refused.body.data.fields).sort()).toEqual([man.user.id, waiting.user.id].sort());
    expect(refused.body.data.refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: man.user.id, code: 'GENDER_NOT_ELIGIBLE', discipline: 'w100' }),
        expect.objectContaining({ userId: waiting.user.id, code: 'REGISTRATION_NOT_APPROVED' }),
      ]),
    );
    expect(await t.ctx.db.select().from(entries).where(eq(entries.formId, formId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(entryTeams).where(eq(entryTeams.formId, formId))).toHaveLength(0);

    // The eligibility list says the same before anyone tries.
    const list = await t.call({
      method: 'GET',
      url: `/api/district/entry-forms/${formId}/eligibility`,
      token: secretary.token,
    });
    expect(list.status).toBe(200);
    const reasonOf = (userId: string) =>
      list.body.data.athletes.find((item: { _id: string }) => item._id === userId)?.disciplines[0];
    expect(reasonOf(fine.user.id)).toEqual({ key: 'w100', eligible: true, reason: null });
    expect(reasonOf(man.user.id)).toEqual({ key: 'w100', eligible: false, reason: 'GENDER_NOT_ELIGIBLE' });
    // Only approved registrations are listed.
    expect(reasonOf(waiting.user.id)).toBeUndefined();
  });

  it('answers 404 for another district’s athlete and saves nothing', async () => {
    const formId = await paidForm();
    const secretary = await secretaryOf('Idukki');
    const ours = await approvedAthlete(t, { district: 'Idukki' });
    const theirs = await approvedAthlete(t, { district: 'Wayanad' });
    const result = await enterTeam(secretary.token, formId, [
      { userId: ours.user.id, disciplines: ['x100'] },
      { userId: theirs.user.id, disciplines: ['x100'] },
    ]);
    expect(result.status).toBe(404);
    expect(result.body.code).toBe('ATHLETE_NOT_FOUND');
    expect(Object.keys(result.body.data.fields)).toEqual([theirs.user.id]);
    expect(await t.ctx.db.select().from(entries).where(eq(entries.formId, formId))).toHaveLength(0);
  });

  it('is refused with 403 once the secretary’s role has ended', async () => {
    const formId = await paidForm();
    const secretary = await secretaryOf('Kasaragod');
    const athlete = await approvedAthlete(t, { district: 'Kasaragod' });
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/admin/district-secretaries/${secretary.user.id}`,
      token: admin,
    });
    expect(removed.status).toBe(200);
    const result = await enterTeam(secretary.token, formId, [
      { userId: athlete.user.id, disciplines: ['x100'] },
    ]);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('DISTRICT_SECRETARY_ONLY');
    expect(await t.ctx.db.select().from(entries).where(eq(entries.formId, formId))).toHaveLength(0);
  });
});
