import { z } from 'zod';
import { id } from '../shared/fields.js';
import { classPattern } from './classes.js';
import { formFields, optionalText, text } from './fields.js';

/**
 * Entry forms of competitions, as the administrator writes them and as they are stored. A form lists the
 * disciplines an athlete can enter and the extra questions (`fields`) the association asks. Amounts are
 * whole paise; times are ISO 8601 instants; ages are counted on the competition's first day in India.
 */

export const formStatuses = ['draft', 'open', 'closed'] as const;
export type FormStatus = (typeof formStatuses)[number];
export const disciplineGenders = ['male', 'female', 'any'] as const;
export type DisciplineGender = (typeof disciplineGenders)[number];
/** How a discipline's marks are read and ranked: lowest time first; longest, highest, most points first. */
export const resultKinds = ['time', 'distance', 'height', 'points', 'place'] as const;
export type ResultKind = (typeof resultKinds)[number];

export const MAX_DISCIPLINES_PER_FORM = 100;

/** An instant with its offset ("2027-01-10T09:00:00+05:30" or "…Z"). */
export const isoInstant = z.iso.datetime({ offset: true, message: 'validation.dateTime' });
/** Whole paise, never negative. */
export const paiseAmount = z.number('validation.amount').int('validation.amount').min(0, 'validation.amount');
const age = z
  .number('validation.age')
  .int('validation.age')
  .min(0, 'validation.age')
  .max(120, 'validation.age');

/** The key entries and results name a discipline by: lower-case letters, digits, dashes and underscores. */
export const disciplineKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'validation.disciplineKey');

const disciplineShape = {
  key: disciplineKey,
  name: text(120),
  nameHi: optionalText(120),
  /** A sport's code from the reference list ("athletics"). */
  sport: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  gender: z.enum(disciplineGenders, 'validation.required'),
  /** Class patterns admitted; empty: every class of the sport. */
  classes: z.array(classPattern).max(40, 'validation.tooMany').default([]),
  minAge: age.nullable().default(null),
  maxAge: age.nullable().default(null),
  /** Places; once taken, further entries go to the waitlist. Null: no limit. */
  capacity: z.number().int('validation.capacity').min(1, 'validation.capacity').nullable().default(null),
  /** The fee of this discipline when it differs from the form's `feePaise`; null: the form's. */
  feePaise: paiseAmount.nullable().default(null),
  resultKind: z.enum(resultKinds).default('time'),
  /** The mark an athlete should have achieved to enter, as a results file writes it ("12.80", "1:05.30"). */
  entryStandard: optionalText(40),
};

export const discipline = z.strictObject(disciplineShape).superRefine((value, ctx) => {
  if (value.minAge !== null && value.maxAge !== null && value.minAge > value.maxAge) {
    ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'validation.ageRange' });
  }
});
export type Discipline = z.output<typeof discipline>;
/** A discipline as read back (and the base of an athlete's view of it). */
export const storedDiscipline = z.object(disciplineShape);
export type DisciplineInput = z.input<typeof discipline>;

const formShape = {
  title: text(200),
  titleHi: optionalText(200),
  /** The competition: a published event of the public site. */
  eventId: id,
  opensAt: isoInstant,
  closesAt: isoInstant,
  /** Late entries are taken after `closesAt` until this instant, at `lateFeePaise` more per entry. */
  lateUntil: isoInstant.nullable().default(null),
  lateFeePaise: paiseAmount.default(0),
  /** Until when an athlete may withdraw an entry; null: until the form closes. */
  withdrawUntil: isoInstant.nullable().default(null),
  /** Fee per discipline entered (0: free). */
  feePaise: paiseAmount,
  /** Most disciplines one athlete may enter; null: no limit. */
  maxDisciplines: z
    .number()
    .int('validation.maxDisciplines')
    .min(1, 'validation.maxDisciplines')
    .nullable()
    .default(null),
  /** Athletes not yet classified may enter (they are classified at the competition). */
  allowUnclassified: z.boolean().default(false),
  status: z.enum(formStatuses).default('draft'),
  disciplines: z.array(discipline).max(MAX_DISCIPLINES_PER_FORM, 'validation.tooMany').default([]),
  fields: formFields.default([]),
};

export type EntryFormRules = {
  opensAt: string;
  closesAt: string;
  lateUntil: string | null;
  lateFeePaise: number;
  withdrawUntil: string | null;
  status: FormStatus;
  disciplines: { key: string }[];
};

/**
 * Rules across a form's parts, as path → message key: it closes after it opens, late entries end after it
 * closes, a late fee needs late entries, discipline keys are unique, and an open form has disciplines.
 * The server runs it again on the form a change would leave.
 */
export function entryFormProblems(form: EntryFormRules): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const time = (value: string) => new Date(value).getTime();
  if (time(form.closesAt) <= time(form.opensAt))
    problems.push({ path: ['closesAt'], message: 'validation.closesBeforeOpens' });
  if (form.lateUntil !== null && time(form.lateUntil) <= time(form.closesAt)) {
    problems.push({ path: ['lateUntil'], message: 'validation.lateBeforeClose' });
  }
  if (form.lateUntil === null && form.lateFeePaise > 0) {
    problems.push({ path: ['lateFeePaise'], message: 'validation.lateFeeWithoutLate' });
  }
  if (form.withdrawUntil !== null && time(form.withdrawUntil) < time(form.opensAt)) {
    problems.push({ path: ['withdrawUntil'], message: 'validation.withdrawBeforeOpens' });
  }
  const seen = new Set<string>();
  form.disciplines.forEach((item, index) => {
    if (seen.has(item.key))
      problems.push({ path: ['disciplines', index, 'key'], message: 'validation.disciplineKeyTaken' });
    seen.add(item.key);
  });
  if (form.status === 'open' && form.disciplines.length === 0) {
    problems.push({ path: ['disciplines'], message: 'validation.disciplinesRequired' });
  }
  return problems;
}

/** `POST /api/admin/forms`: a new entry form. */
export const entryFormBody = z.strictObject(formShape).superRefine((form, ctx) => {
  for (const problem of entryFormProblems(form)) ctx.addIssue({ code: 'custom', ...problem });
});
export type EntryFormBody = z.output<typeof entryFormBody>;
export type EntryFormBodyInput = z.input<typeof entryFormBody>;

/**
 * `PATCH /api/admin/forms/{formId}`: any part of a form, nothing defaulted. Rules that join two parts are
 * checked here when both are sent, and by the server on the whole form the change leaves.
 */
export const entryFormPatch = z
  .strictObject({
    title: formShape.title,
    titleHi: formShape.titleHi,
    eventId: formShape.eventId,
    opensAt: formShape.opensAt,
    closesAt: formShape.closesAt,
    lateUntil: isoInstant.nullable(),
    lateFeePaise: paiseAmount,
    withdrawUntil: isoInstant.nullable(),
    feePaise: paiseAmount,
    maxDisciplines: z
      .number()
      .int('validation.maxDisciplines')
      .min(1, 'validation.maxDisciplines')
      .nullable(),
    allowUnclassified: z.boolean(),
    status: z.enum(formStatuses),
    disciplines: z.array(discipline).max(MAX_DISCIPLINES_PER_FORM, 'validation.tooMany'),
    fields: formFields,
  })
  .partial()
  .superRefine((patch, ctx) => {
    if (patch.opensAt && patch.closesAt && new Date(patch.closesAt) <= new Date(patch.opensAt)) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'validation.closesBeforeOpens' });
    }
    const keys = new Set<string>();
    patch.disciplines?.forEach((item, index) => {
      if (keys.has(item.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['disciplines', index, 'key'],
          message: 'validation.disciplineKeyTaken',
        });
      }
      keys.add(item.key);
    });
  });
export type EntryFormPatch = z.output<typeof entryFormPatch>;

/** A stored form: what was written, its id, and a version that each change raises (entries keep theirs). */
export const entryForm = z.object({
  ...formShape,
  _id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EntryForm = z.output<typeof entryForm>;

export const formIdParams = z.strictObject({ formId: z.uuid() });
