import { z } from 'zod';
import { classStatuses } from '../reference/sports.js';
import { genders } from '../registration/schemas.js';
import { listPaging } from '../shared/fields.js';
import { eligibilityReasons, formPhases } from './eligibility.js';
import { disciplineKey, entryForm, formStatuses, storedDiscipline } from './schemas.js';

/**
 * What athletes see of forms and what an entry is: the athlete's view of a form (each discipline with
 * whether they may enter it), the submission, the stored entry, and the administrators' lists.
 */

export const entryStatuses = ['pending_payment', 'confirmed', 'withdrawn'] as const;
export type EntryStatus = (typeof entryStatuses)[number];
export const entryDisciplineStatuses = ['entered', 'waitlisted'] as const;
export type EntryDisciplineStatus = (typeof entryDisciplineStatuses)[number];

/** `POST /api/forms/submit`. The answers are checked against the form's fields by `validateAnswers`. */
export const submitEntryBody = z
  .strictObject({
    formId: z.uuid('validation.required'),
    disciplines: z
      .array(disciplineKey)
      .min(1, 'validation.disciplinesRequired')
      .max(100, 'validation.tooMany'),
    answers: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((body, ctx) => {
    if (new Set(body.disciplines).size !== body.disciplines.length) {
      ctx.addIssue({ code: 'custom', path: ['disciplines'], message: 'validation.disciplineTwice' });
    }
  });
export type SubmitEntryBody = z.output<typeof submitEntryBody>;

/** A checked answer as stored: text or a day, a number, yes/no, chosen options, or an escort's details. */
export const answerValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.object({ name: z.string(), phone: z.string(), relation: z.string() }),
]);

export const entry = z.object({
  _id: z.string(),
  formId: z.string(),
  /** The form's version the athlete answered. */
  formVersion: z.number().int(),
  userId: z.string(),
  status: z.enum(entryStatuses),
  /** What the places held cost (waiting-list places are charged when granted). */
  amountPaise: z.number().int(),
  /** What has been paid of it; the rest (`amountPaise - paidPaise`) is due. */
  paidPaise: z.number().int(),
  /** Entered in the late period (the amount includes the late fee). */
  late: z.boolean(),
  disciplines: z.array(z.object({ key: z.string(), status: z.enum(entryDisciplineStatuses) })),
  answers: z.record(z.string(), answerValue),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type Entry = z.infer<typeof entry>;

/** An entry with what the athlete's list shows of its form. */
export const myEntry = entry.extend({
  formTitle: z.string(),
  eventId: z.string(),
  /** Until when it may be withdrawn; null: until the form closes. */
  withdrawUntil: z.string().nullable(),
});
export type MyEntry = z.infer<typeof myEntry>;

/** What a form fills in for the signed-in athlete, from their approved registration. */
export const competitionProfile = z.object({
  name: z.string(),
  uid: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  district: z.string(),
  sports: z.array(
    z.object({ sport: z.string(), sportClass: z.string().nullable(), classStatus: z.enum(classStatuses) }),
  ),
  registrationApproved: z.boolean(),
});
export type CompetitionProfile = z.infer<typeof competitionProfile>;

/** A discipline as one athlete sees it: may they enter, why not, how many places are left. */
export const athleteDiscipline = storedDiscipline.extend({
  eligible: z.boolean(),
  /** An error code the web translates (DISCIPLINE_FULL when entering puts the athlete on the waitlist). */
  reason: z.enum(eligibilityReasons).nullable(),
  placesLeft: z.number().int().nullable(),
  waitlist: z.boolean(),
});

/** A form as one athlete sees it; no draft ever reaches athletes. */
export const athleteForm = entryForm.omit({ disciplines: true, createdAt: true }).extend({
  phase: z.enum(formPhases),
  /** YYYY-MM-DD: the competition's first day, on which ages are counted. */
  competitionFirstDay: z.string(),
  eventTitle: z.string(),
  disciplines: z.array(athleteDiscipline),
  /** The athlete's entry on this form (not withdrawn), if any. */
  myEntryId: z.string().nullable(),
});
export type AthleteForm = z.infer<typeof athleteForm>;

/** An entry as its owner or an administrator reads it, with the form it answers. */
export const entryDetail = entry.extend({
  form: athleteForm.pick({
    _id: true,
    title: true,
    titleHi: true,
    eventId: true,
    eventTitle: true,
    fields: true,
  }),
  athlete: z.object({ name: z.string(), uid: z.string(), district: z.string() }),
  /** The payment that paid the entry, whose receipt is `/api/user/payments/{paymentId}/receipt.pdf`; null when unpaid. */
  paymentId: z.string().nullable(),
});
export type EntryDetail = z.infer<typeof entryDetail>;

export const submissionIdParams = z.strictObject({ id: z.uuid() });

// ---------- administrators' lists ----------

/** Upcoming: the competition has not ended (its last day is today or later in India); past: it has. */
export const competitionTimings = ['upcoming', 'past'] as const;
export type CompetitionTiming = (typeof competitionTimings)[number];

export const adminFormsQuery = z.strictObject({
  ...listPaging,
  status: z.enum(formStatuses).optional(),
  eventId: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  /**
   * Only the competitions not ended yet, soonest first, or those ended, latest first; without it,
   * every form, newest first.
   */
  when: z.enum(competitionTimings).optional(),
});

/**
 * A form in the administrators' list. Counts are of entries not withdrawn: `entered` and `waitlisted`
 * count discipline places, `unpaid` entries awaiting payment, `paidTotalPaise` the fees received.
 */
export const adminFormRow = z.object({
  _id: z.string(),
  title: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  /** The competition's first and last days (YYYY-MM-DD, India's calendar) and where it is held. */
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string(),
  status: z.enum(formStatuses),
  opensAt: z.string(),
  closesAt: z.string(),
  lateUntil: z.string().nullable(),
  disciplineCount: z.number().int(),
  entered: z.number().int(),
  waitlisted: z.number().int(),
  unpaid: z.number().int(),
  paidTotalPaise: z.number().int(),
  updatedAt: z.string(),
});
export type AdminFormRow = z.infer<typeof adminFormRow>;

export const adminFormsList = z.object({
  items: z.array(adminFormRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One form for its editor, with each discipline's counts: a discipline with entries cannot be removed. */
export const adminEntryForm = entryForm.extend({
  counts: z.array(z.object({ key: z.string(), entered: z.number().int(), waitlisted: z.number().int() })),
  hasEntries: z.boolean(),
});
export type AdminEntryForm = z.infer<typeof adminEntryForm>;

export const submissionsQuery = z.strictObject({
  ...listPaging,
  formId: z.uuid(),
  status: z.enum(entryStatuses).optional(),
  discipline: disciplineKey.optional(),
  disciplineStatus: z.enum(entryDisciplineStatuses).optional(),
  /** A sport class the athlete holds (exact, e.g. T44). */
  sportClass: z.string().trim().max(10).optional(),
  district: z.string().trim().max(60).optional(),
  /** Name, UID or district. */
  search: z.string().trim().max(100).optional(),
  /** csv or xlsx: the whole filtered list as a file instead of a page. */
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});

export const submissionRow = entry.extend({
  athlete: z.object({
    name: z.string(),
    uid: z.string(),
    district: z.string(),
    email: z.string(),
    phone: z.string(),
    /** The classes the athlete holds, as "sport: class" ("Athletics: T44"). */
    sportClasses: z.array(z.string()),
  }),
  /** Given once entries close; null before. */
  bib: z.string().nullable(),
});
export type SubmissionRow = z.infer<typeof submissionRow>;

export const submissionsList = z.object({
  items: z.array(submissionRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
