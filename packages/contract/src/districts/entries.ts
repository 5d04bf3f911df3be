import { z } from 'zod';
import { eligibilityReasons, formPhases } from '../competitions/eligibility.js';
import { entry, entryDisciplineStatuses, entryStatuses } from '../competitions/entries.js';
import { disciplineKey, storedDiscipline } from '../competitions/schemas.js';
import { medalTable, publicResults } from '../results/api.js';

/**
 * District entries: a secretary enters a team of the district's athletes into a competition at once,
 * pays for it once, and follows the district's entries and results. The entries are the athletes'
 * own (the same rules, places and waiting lists as an athlete's own entry).
 */

/** At most this many athletes in one team entry (a district's squad fits many times over). */
export const MAX_TEAM_SIZE = 200;

export const teamEntryBody = z
  .strictObject({
    formId: z.uuid('validation.required'),
    entries: z
      .array(
        z.strictObject({
          userId: z.uuid(),
          disciplines: z
            .array(disciplineKey)
            .min(1, 'validation.disciplinesRequired')
            .max(100, 'validation.tooMany'),
          /** Answers to the form's questions, as the athlete would give them (none when the form asks none). */
          answers: z.record(z.string(), z.unknown()).default({}),
        }),
      )
      .min(1, 'validation.required')
      .max(MAX_TEAM_SIZE, 'validation.tooMany'),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.entries.forEach((item, index) => {
      if (seen.has(item.userId))
        ctx.addIssue({ code: 'custom', path: ['entries', index, 'userId'], message: 'validation.duplicate' });
      seen.add(item.userId);
      if (new Set(item.disciplines).size !== item.disciplines.length)
        ctx.addIssue({
          code: 'custom',
          path: ['entries', index, 'disciplines'],
          message: 'validation.disciplineTwice',
        });
    });
  });
export type TeamEntryBody = z.output<typeof teamEntryBody>;

/** The team entered: each athlete's entry, and what the team owes now (one payment), 0 when nothing. */
export const teamEntryResult = z.object({
  teamId: z.string(),
  entries: z.array(entry),
  amountPaise: z.number().int(),
});
export type TeamEntryResult = z.infer<typeof teamEntryResult>;

/** One athlete refused in a team entry: the code an athlete's own entry would get, and the discipline. */
export const teamRefusal = z.object({
  userId: z.string(),
  name: z.string(),
  code: z.string(),
  discipline: z.string().nullable(),
});
export type TeamRefusal = z.infer<typeof teamRefusal>;

export const districtFormParams = z.strictObject({ formId: z.uuid() });
export const districtTeamParams = z.strictObject({ teamId: z.uuid() });

/** A competition form as the district's list shows it. */
export const districtEntryForm = z.object({
  _id: z.string(),
  title: z.string(),
  titleHi: z.string(),
  eventTitle: z.string(),
  competitionFirstDay: z.string(),
  phase: z.enum(formPhases),
  feePaise: z.number().int(),
  /** The district's entries not withdrawn. */
  entries: z.number().int(),
  resultsPublished: z.boolean(),
});
export type DistrictEntryForm = z.infer<typeof districtEntryForm>;
export const districtEntryForms = z.array(districtEntryForm);

/** One of the district's approved athletes on a form: may they enter each discipline, and why not. */
export const teamCandidate = z.object({
  _id: z.string(),
  name: z.string(),
  uid: z.string(),
  district: z.string(),
  sportClasses: z.array(z.string()),
  /** Their entry on this form (not withdrawn), if any: they cannot be entered again. */
  entryId: z.string().nullable(),
  disciplines: z.array(
    z.object({
      key: z.string(),
      eligible: z.boolean(),
      /** An error code the web translates; REGISTRATION_NOT_APPROVED for a blocked athlete. */
      reason: z.enum([...eligibilityReasons, 'REGISTRATION_NOT_APPROVED', 'ALREADY_ENTERED']).nullable(),
    }),
  ),
});
export type TeamCandidate = z.infer<typeof teamCandidate>;

export const teamEligibility = z.object({
  form: z.object({
    _id: z.string(),
    title: z.string(),
    titleHi: z.string(),
    eventTitle: z.string(),
    competitionFirstDay: z.string(),
    phase: z.enum(formPhases),
    feePaise: z.number().int(),
    lateFeePaise: z.number().int(),
    maxDisciplines: z.number().int().nullable(),
    disciplines: z.array(storedDiscipline.extend({ placesLeft: z.number().int().nullable() })),
  }),
  athletes: z.array(teamCandidate),
});
export type TeamEligibility = z.infer<typeof teamEligibility>;

/** One of the district's entries on a form, whoever made it. */
export const districtEntry = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  uid: z.string(),
  district: z.string(),
  status: z.enum(entryStatuses),
  amountPaise: z.number().int(),
  paidPaise: z.number().int(),
  bib: z.string().nullable(),
  teamId: z.string().nullable(),
  disciplines: z.array(z.object({ key: z.string(), status: z.enum(entryDisciplineStatuses) })),
});
export type DistrictEntry = z.infer<typeof districtEntry>;

export const districtFormEntries = z.object({
  form: districtEntryForm,
  disciplines: z.array(z.object({ key: z.string(), name: z.string(), nameHi: z.string() })),
  entries: z.array(districtEntry),
  /** The secretary's teams on this form with money still due, each paid with one payment. */
  teamsDue: z.array(z.object({ teamId: z.string(), duePaise: z.number().int() })),
});
export type DistrictFormEntries = z.infer<typeof districtFormEntries>;

/** The district's published results (its athletes' lines only) and its lines of the medal table. */
export const districtResults = z.object({
  results: publicResults,
  medals: medalTable,
});
export type DistrictResults = z.infer<typeof districtResults>;
