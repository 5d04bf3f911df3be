import { describe, expect, it } from 'vitest';
import { errorCodeList } from '../shared/error-code-list.js';
import { eligibilityReasons } from './eligibility.js';
import { type PlanForm, planEntry } from './entry-plan.js';

const form: PlanForm = {
  status: 'open',
  opensAt: '2026-12-01T00:00:00+05:30',
  closesAt: '2027-01-10T23:59:59+05:30',
  lateUntil: '2027-01-15T23:59:59+05:30',
  allowUnclassified: false,
  maxDisciplines: 2,
  feePaise: 30_000,
  lateFeePaise: 10_000,
  disciplines: [
    {
      key: 'm100',
      sport: 'athletics',
      gender: 'male',
      classes: ['T42-T47'],
      minAge: null,
      maxAge: null,
      capacity: 2,
    },
    {
      key: 'm200',
      sport: 'athletics',
      gender: 'male',
      classes: ['T42-T47'],
      minAge: null,
      maxAge: null,
      capacity: null,
    },
    {
      key: 'w100',
      sport: 'athletics',
      gender: 'female',
      classes: [],
      minAge: null,
      maxAge: null,
      capacity: null,
    },
    {
      key: 'shot',
      sport: 'athletics',
      gender: 'any',
      classes: ['F4*'],
      minAge: null,
      maxAge: null,
      capacity: null,
      feePaise: 0,
    },
  ],
};
const athlete = {
  gender: 'male',
  dateOfBirth: '2000-01-01',
  sports: [{ sport: 'athletics', sportClass: 'T44', classStatus: 'confirmed' as const }],
};
const now = new Date('2026-12-20T10:00:00+05:30');
const plan = (
  disciplineKeys: string[],
  changes: { now?: Date; placesTaken?: Record<string, number>; form?: Partial<PlanForm> } = {},
) =>
  planEntry({
    form: { ...form, ...changes.form },
    athlete,
    disciplineKeys,
    competitionFirstDay: '2027-02-01',
    now: changes.now ?? now,
    placesTaken: changes.placesTaken ?? {},
  });

describe('planEntry', () => {
  it('enters the disciplines chosen and prices them', () => {
    expect(plan(['m100', 'm200'])).toEqual({
      ok: true,
      disciplines: [
        { key: 'm100', status: 'entered' },
        { key: 'm200', status: 'entered' },
      ],
      amountPaise: 60_000,
      late: false,
    });
  });

  it('waitlists a full discipline and charges only the places held', () => {
    const result = plan(['m100', 'm200'], { placesTaken: { m100: 2, m200: 40 } });
    expect(result).toMatchObject({
      ok: true,
      disciplines: [
        { key: 'm100', status: 'waitlisted' },
        { key: 'm200', status: 'entered' },
      ],
      amountPaise: 30_000,
    });
  });

  it('charges nothing, not even the late fee, for an entry only on waiting lists', () => {
    expect(
      plan(['m100'], { placesTaken: { m100: 2 }, now: new Date('2027-01-12T09:00:00+05:30') }),
    ).toMatchObject({
      ok: true,
      disciplines: [{ key: 'm100', status: 'waitlisted' }],
      amountPaise: 0,
      late: true,
    });
  });

  it('adds the late fee in the late period', () => {
    expect(plan(['m100'], { now: new Date('2027-01-12T09:00:00+05:30') })).toMatchObject({
      ok: true,
      amountPaise: 40_000,
      late: true,
    });
  });

  it('refuses, naming the disciplines, a closed form, an unknown key, too many and an ineligible one', () => {
    expect(plan(['m100'], { now: new Date('2027-01-20T09:00:00+05:30') })).toEqual({
      ok: false,
      code: 'FORM_CLOSED',
      discipline: null,
      fields: { disciplines: 'FORM_CLOSED' },
    });
    expect(plan(['m100'], { now: new Date('2026-11-01T09:00:00+05:30') })).toMatchObject({
      code: 'FORM_NOT_YET_OPEN',
    });
    expect(plan(['m100'], { form: { status: 'draft' } })).toMatchObject({ code: 'FORM_CLOSED' });
    expect(plan(['m100', 'marathon'])).toMatchObject({
      ok: false,
      code: 'DISCIPLINE_UNKNOWN',
      discipline: 'marathon',
    });
    expect(plan(['m100', 'm200', 'shot'])).toMatchObject({ ok: false, code: 'TOO_MANY_DISCIPLINES' });
    expect(plan(['m100', 'm200', 'shot'], { form: { maxDisciplines: null } })).toMatchObject({
      ok: false,
      code: 'CLASS_NOT_ELIGIBLE',
      discipline: 'shot',
    });
    expect(plan(['w100'])).toMatchObject({ ok: false, code: 'GENDER_NOT_ELIGIBLE', discipline: 'w100' });
    expect(plan([])).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      fields: { disciplines: 'validation.disciplinesRequired' },
    });
  });

  it('counts a discipline chosen twice once', () => {
    expect(plan(['m100', 'm100', 'm200'])).toMatchObject({ ok: true, amountPaise: 60_000 });
  });
});

describe('eligibility reasons', () => {
  it('are all stable error codes', () => {
    for (const reason of eligibilityReasons) expect(errorCodeList).toContain(reason);
  });
});
