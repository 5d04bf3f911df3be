import { describe, expect, it } from 'vitest';
import {
  disciplineEligibility,
  type EligibilityAthlete,
  type EligibilityDiscipline,
  entryFee,
  type FeeForm,
  type FormWindow,
  formPhase,
} from './eligibility.js';

// The form takes entries from 1 December 2026 (IST) until 10 January 2027, late ones until 15 January.
const form: FormWindow & { allowUnclassified: boolean } = {
  status: 'open',
  opensAt: '2026-12-01T00:00:00+05:30',
  closesAt: '2027-01-10T23:59:59+05:30',
  lateUntil: '2027-01-15T23:59:59+05:30',
  allowUnclassified: false,
};
const duringEntries = new Date('2026-12-20T10:00:00+05:30');
const firstDay = '2027-02-01';

const sprint: EligibilityDiscipline = {
  sport: 'athletics',
  gender: 'male',
  classes: ['T42-T47'],
  minAge: 14,
  maxAge: 19,
  capacity: 8,
};
const athlete: EligibilityAthlete = {
  gender: 'male',
  dateOfBirth: '2010-05-20',
  sports: [{ sport: 'athletics', sportClass: 'T44', classStatus: 'confirmed' }],
};

const check = (
  changes: {
    discipline?: Partial<EligibilityDiscipline>;
    athlete?: Partial<EligibilityAthlete>;
    form?: Partial<typeof form>;
    now?: Date;
    entriesCount?: number;
    competitionFirstDay?: string | Date;
  } = {},
) =>
  disciplineEligibility({
    discipline: { ...sprint, ...changes.discipline },
    athlete: { ...athlete, ...changes.athlete },
    form: { ...form, ...changes.form },
    competitionFirstDay: changes.competitionFirstDay ?? firstDay,
    now: changes.now ?? duringEntries,
    entriesCount: changes.entriesCount ?? 3,
  });

describe('formPhase', () => {
  it('follows the status, then the opening, closing and late times', () => {
    const at = (iso: string) => formPhase(form, new Date(iso));
    expect(at('2026-11-30T23:59:59+05:30')).toBe('upcoming');
    expect(at('2026-12-01T00:00:00+05:30')).toBe('open');
    expect(at('2027-01-10T23:59:58+05:30')).toBe('open');
    expect(at('2027-01-10T23:59:59+05:30')).toBe('late');
    expect(at('2027-01-15T23:59:58+05:30')).toBe('late');
    expect(at('2027-01-15T23:59:59+05:30')).toBe('closed');
    expect(formPhase({ ...form, lateUntil: null }, new Date('2027-01-11T00:00:00+05:30'))).toBe('closed');
    expect(formPhase({ ...form, status: 'draft' }, duringEntries)).toBe('draft');
    expect(formPhase({ ...form, status: 'closed' }, duringEntries)).toBe('closed');
  });
});

describe('disciplineEligibility', () => {
  it('lets an athlete of the right gender, age and class in, with the places left', () => {
    expect(check()).toEqual({ eligible: true, reason: null, placesLeft: 5, waitlist: false });
    expect(check({ discipline: { capacity: null } })).toEqual({
      eligible: true,
      reason: null,
      placesLeft: null,
      waitlist: false,
    });
  });

  it('puts an athlete on the waitlist of a full discipline', () => {
    expect(check({ entriesCount: 8 })).toEqual({
      eligible: true,
      reason: 'DISCIPLINE_FULL',
      placesLeft: 0,
      waitlist: true,
    });
    expect(check({ entriesCount: 11 }).placesLeft).toBe(0);
    expect(check({ entriesCount: 7 })).toMatchObject({ placesLeft: 1, waitlist: false });
  });

  it('refuses outside the entry period, and on a draft or closed form', () => {
    expect(check({ now: new Date('2026-11-30T12:00:00Z') }).reason).toBe('FORM_NOT_YET_OPEN');
    expect(check({ now: new Date('2027-01-20T12:00:00Z') }).reason).toBe('FORM_CLOSED');
    expect(check({ form: { status: 'draft' } }).reason).toBe('FORM_CLOSED');
    expect(check({ form: { status: 'closed' } })).toMatchObject({ eligible: false, reason: 'FORM_CLOSED' });
    expect(check({ now: new Date('2027-01-12T12:00:00Z') })).toMatchObject({ eligible: true, reason: null });
  });

  it('checks gender: a mixed discipline takes everyone', () => {
    expect(check({ athlete: { gender: 'female' } })).toMatchObject({
      eligible: false,
      reason: 'GENDER_NOT_ELIGIBLE',
    });
    expect(check({ athlete: { gender: 'transgender' } }).reason).toBe('GENDER_NOT_ELIGIBLE');
    expect(check({ athlete: { gender: null } }).reason).toBe('GENDER_NOT_ELIGIBLE');
    for (const gender of ['female', 'male', 'transgender', null]) {
      expect(check({ athlete: { gender }, discipline: { gender: 'any' } }).eligible, String(gender)).toBe(
        true,
      );
    }
    expect(check({ athlete: { gender: 'female' }, discipline: { gender: 'female' } }).eligible).toBe(true);
  });

  it('counts age on the competition first day, both limits included', () => {
    // Born 20 May 2010: 16 on 1 February 2027.
    expect(check({ discipline: { minAge: 16, maxAge: 16 } }).eligible).toBe(true);
    expect(check({ discipline: { minAge: 17 } }).reason).toBe('AGE_NOT_ELIGIBLE');
    expect(check({ discipline: { minAge: null, maxAge: 15 } }).reason).toBe('AGE_NOT_ELIGIBLE');
    expect(
      check({ discipline: { minAge: null, maxAge: null }, athlete: { dateOfBirth: null } }).eligible,
    ).toBe(true);
    expect(check({ athlete: { dateOfBirth: null } }).reason).toBe('AGE_NOT_ELIGIBLE');
    expect(check({ athlete: { dateOfBirth: '2010-02-30' } }).reason).toBe('AGE_NOT_ELIGIBLE');
  });

  it('turns an athlete 18 on a birthday that is the first day, not the day before', () => {
    const adults = { discipline: { minAge: 18, maxAge: null }, athlete: { dateOfBirth: '2009-02-01' } };
    expect(check({ ...adults, competitionFirstDay: '2027-02-01' }).eligible).toBe(true);
    expect(check({ ...adults, competitionFirstDay: '2027-01-31' }).reason).toBe('AGE_NOT_ELIGIBLE');
  });

  it('reads a first day given as an instant in India, where midnight comes 5½ hours before UTC', () => {
    const adults = { discipline: { minAge: 18, maxAge: null }, athlete: { dateOfBirth: '2009-02-01' } };
    // 31 January 20:00 UTC is 1 February 01:30 in India.
    expect(check({ ...adults, competitionFirstDay: new Date('2027-01-31T20:00:00Z') }).eligible).toBe(true);
    expect(check({ ...adults, competitionFirstDay: new Date('2027-01-31T18:00:00Z') }).reason).toBe(
      'AGE_NOT_ELIGIBLE',
    );
  });

  it('counts a 29 February birthday from 1 March in a year without one', () => {
    const juniors = { discipline: { minAge: null, maxAge: 17 }, athlete: { dateOfBirth: '2008-02-29' } };
    expect(check({ ...juniors, competitionFirstDay: '2026-02-28' }).eligible).toBe(true);
    expect(check({ ...juniors, competitionFirstDay: '2026-03-01' }).reason).toBe('AGE_NOT_ELIGIBLE');
  });

  it('needs the sport, and a class the discipline admits', () => {
    expect(
      check({ athlete: { sports: [{ sport: 'swimming', sportClass: 'S9', classStatus: 'confirmed' }] } })
        .reason,
    ).toBe('SPORT_NOT_REGISTERED');
    expect(check({ athlete: { sports: [] } }).reason).toBe('SPORT_NOT_REGISTERED');
    expect(
      check({ athlete: { sports: [{ sport: 'athletics', sportClass: 'T54', classStatus: 'confirmed' }] } })
        .reason,
    ).toBe('CLASS_NOT_ELIGIBLE');
    expect(
      check({ athlete: { sports: [{ sport: 'athletics', sportClass: 't46', classStatus: 'review' }] } })
        .eligible,
    ).toBe(true);
    expect(check({ discipline: { classes: [] } }).eligible).toBe(true);
    expect(check({ discipline: { classes: ['T11-T13', 'T4*'] } }).eligible).toBe(true);
    // A range across prefixes admits nobody, even a class at one of its ends.
    expect(check({ discipline: { classes: ['T42-F47'] } }).reason).toBe('CLASS_NOT_ELIGIBLE');
  });

  it('refuses an athlete not yet classified unless the form allows it', () => {
    const unclassified: Partial<EligibilityAthlete> = {
      sports: [{ sport: 'athletics', sportClass: null, classStatus: 'not_classified' }],
    };
    expect(check({ athlete: unclassified })).toMatchObject({ eligible: false, reason: 'NOT_CLASSIFIED' });
    expect(check({ athlete: unclassified, form: { allowUnclassified: true } }).eligible).toBe(true);
    // A class written down but marked not classified is not a class.
    const marked: Partial<EligibilityAthlete> = {
      sports: [{ sport: 'athletics', sportClass: 'T44', classStatus: 'not_classified' }],
    };
    expect(check({ athlete: marked }).reason).toBe('NOT_CLASSIFIED');
    // A class that does not fit stays refused, whatever the form allows the unclassified.
    const wrongClass: Partial<EligibilityAthlete> = {
      sports: [{ sport: 'athletics', sportClass: 'T54', classStatus: 'new' }],
    };
    expect(check({ athlete: wrongClass, form: { allowUnclassified: true } }).reason).toBe(
      'CLASS_NOT_ELIGIBLE',
    );
  });

  it('gives the first reason that applies: the form, then gender, age, sport and class', () => {
    const everythingWrong = {
      athlete: { gender: 'female', dateOfBirth: '1970-01-01', sports: [] },
    } satisfies Parameters<typeof check>[0];
    expect(check({ ...everythingWrong, form: { status: 'closed' } }).reason).toBe('FORM_CLOSED');
    expect(check(everythingWrong).reason).toBe('GENDER_NOT_ELIGIBLE');
    expect(check({ athlete: { ...everythingWrong.athlete, gender: 'male' } }).reason).toBe(
      'AGE_NOT_ELIGIBLE',
    );
    expect(check({ athlete: { sports: [] }, entriesCount: 8 }).reason).toBe('SPORT_NOT_REGISTERED');
  });
});

describe('entryFee', () => {
  const feeForm: FeeForm = {
    ...form,
    feePaise: 50_000,
    lateFeePaise: 20_000,
    disciplines: [
      { key: 'm100' },
      { key: 'm200', feePaise: null },
      { key: 'relay', feePaise: 10_000 },
      { key: 'fun', feePaise: 0 },
    ],
  };

  it("charges each discipline its own fee, else the form's", () => {
    expect(entryFee(feeForm, ['m100'], duringEntries)).toBe(50_000);
    expect(entryFee(feeForm, ['m100', 'm200', 'relay'], duringEntries)).toBe(110_000);
    expect(entryFee(feeForm, ['fun'], duringEntries)).toBe(0);
    expect(entryFee(feeForm, [], duringEntries)).toBe(0);
  });

  it('charges a discipline chosen twice once', () => {
    expect(entryFee(feeForm, ['m100', 'm100'], duringEntries)).toBe(50_000);
  });

  it('adds the late fee once to an entry in the late period', () => {
    const late = new Date('2027-01-12T10:00:00+05:30');
    expect(entryFee(feeForm, ['m100', 'relay'], late)).toBe(80_000);
    expect(entryFee(feeForm, ['fun'], late)).toBe(20_000);
    expect(entryFee({ ...feeForm, feePaise: 0, lateFeePaise: 0 }, ['m100'], late)).toBe(0);
  });

  it('throws on a discipline the form does not have', () => {
    expect(() => entryFee(feeForm, ['m100', 'marathon'], duringEntries)).toThrow(/marathon/);
  });
});
