import { z } from 'zod';
import { optionalText, text } from '../competitions/fields.js';
import { disciplineKey } from '../competitions/schemas.js';
import { isoDate } from '../registration/schemas.js';
import { id, indianMobile, personName } from '../shared/fields.js';
import { apartReasons } from './rules.js';
import { standardGenders, standardIssueCodes } from './standards.js';

/**
 * National team selection (issue 26, decision 40): a selection for one national championship, its
 * standards, the shortlist read from published results, the nomination and its ratification, the
 * invitations the athletes answer, and the team with its support staff.
 */

export const selectionStatuses = ['draft', 'nominated', 'ratified'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];

export const selectionIdParams = z.strictObject({ id });
export const teamMemberParams = z.strictObject({ id, memberId: id });

const places = z.number('validation.places').int('validation.places').min(1, 'validation.places').max(300);
const genderPlaces = z.number().int('validation.places').min(0, 'validation.places').max(300).nullable();

export const createSelectionBody = z
  .strictObject({
    name: text(160),
    championship: z.strictObject({
      name: text(200),
      venue: text(200),
      startDate: isoDate,
      endDate: isoDate,
    }),
    /** The national body's last day for entries. */
    entryDeadline: isoDate.nullable().default(null),
    windowStart: isoDate,
    windowEnd: isoDate,
    /** Athletes the team may take, in all. */
    places,
    /** Of them, at most this many men and this many women; null: no split. */
    placesByGender: z
      .strictObject({ male: genderPlaces.default(null), female: genderPlaces.default(null) })
      .default({ male: null, female: null }),
    /** The youngest age allowed, counted on `ageOn` (the championship's first day when not given). */
    minimumAge: z.number().int('validation.age').min(0).max(99).nullable().default(null),
    ageOn: isoDate.nullable().default(null),
    /** Days an invited athlete has to answer. */
    replyDays: z.number().int().min(1, 'validation.replyDays').max(60, 'validation.replyDays').default(7),
  })
  .superRefine((value, ctx) => {
    if (value.windowEnd < value.windowStart)
      ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: 'validation.dateRange' });
    if (value.championship.endDate < value.championship.startDate)
      ctx.addIssue({ code: 'custom', path: ['championship', 'endDate'], message: 'validation.dateRange' });
    if (value.windowEnd > value.championship.startDate)
      ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: 'validation.windowAfterChampionship' });
    const split = (value.placesByGender.male ?? 0) + (value.placesByGender.female ?? 0);
    if (split > value.places)
      ctx.addIssue({ code: 'custom', path: ['placesByGender'], message: 'validation.placesSplit' });
  });
export type CreateSelectionBody = z.input<typeof createSelectionBody>;

export const standardInput = z.strictObject({
  discipline: z.string().max(60),
  sportClass: z.string().max(20),
  gender: z.string().max(20),
  mark: z.string().max(40),
});
export const putStandardsBody = z.strictObject({ standards: z.array(standardInput).max(2000) });
export type PutStandardsBody = z.input<typeof putStandardsBody>;

export const standardIssue = z.object({
  row: z.number().int(),
  code: z.enum(standardIssueCodes),
  message: z.string(),
  field: z.enum(['discipline', 'sportClass', 'gender', 'mark']).optional(),
});

export const selectionStandard = z.object({
  discipline: z.string(),
  disciplineName: z.string(),
  disciplineNameHi: z.string(),
  sportClass: z.string(),
  gender: z.enum(standardGenders),
  kind: z.string(),
  mark: z.string(),
});
export type SelectionStandard = z.infer<typeof selectionStandard>;

/** A standards file read but not kept: what would be saved, and each row's problems. */
export const standardsPreview = z.object({
  format: z.enum(['csv', 'xlsx']),
  standards: z.array(standardInput),
  checked: z.array(selectionStandard.extend({ row: z.number().int() })),
  errors: z.array(standardIssue),
});
export type StandardsPreview = z.infer<typeof standardsPreview>;

/** A mark from a competition outside the state, entered by an administrator with its proof. */
export const externalMarkBody = z.strictObject({
  uid: z.string().trim().min(1, 'validation.required').max(40),
  discipline: disciplineKey,
  mark: z.string().trim().min(1, 'validation.required').max(40),
  /** Metres per second as written ("+1.2"); needed where wind counts. */
  wind: z.string().trim().max(10).optional(),
  competition: text(200),
  date: isoDate,
  round: optionalText(40),
  /** Where the result can be checked: the organiser's result sheet (its address or reference). */
  proof: text(300),
});
export type ExternalMarkBody = z.input<typeof externalMarkBody>;

export const invitationStatuses = ['invited', 'accepted', 'declined', 'lapsed'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const shortlistAthlete = z.object({
  uid: z.string(),
  name: z.string(),
  district: z.string(),
  /** The best mark as its kind writes it. */
  best: z.string(),
  competition: z.string(),
  date: z.string(),
  round: z.string().nullable(),
  /** Metres per second as written ("+1.2"); null without a reading. */
  wind: z.string().nullable(),
  external: z.boolean(),
  meetsStandard: z.boolean(),
  /** Why a mark that is better than the standard does not meet it: it was wind-assisted or has no reading. */
  notCounted: z.enum(['wind-over', 'wind-missing']).nullable(),
  /** 1 for the best; athletes with equal marks share a rank. Null for a mark that does not count. */
  rank: z.number().int().nullable(),
  nominated: z.boolean(),
  nominationReason: z.string().nullable(),
  invitation: z.enum(invitationStatuses).nullable(),
});
export type ShortlistAthlete = z.infer<typeof shortlistAthlete>;

export const shortlistGroup = z.object({
  discipline: z.string(),
  disciplineName: z.string(),
  disciplineNameHi: z.string(),
  sportClass: z.string(),
  gender: z.enum(standardGenders),
  standard: z.string(),
  athletes: z.array(shortlistAthlete),
  apart: z.array(
    z.object({ uid: z.string(), name: z.string(), best: z.string(), reason: z.enum(apartReasons) }),
  ),
});
export type ShortlistGroup = z.infer<typeof shortlistGroup>;
export const shortlist = z.array(shortlistGroup);

export const nominationBody = z.strictObject({
  athletes: z
    .array(
      z.strictObject({
        uid: z.string().trim().min(1).max(40),
        discipline: disciplineKey,
        reason: optionalText(500),
      }),
    )
    .min(1, 'validation.required')
    .max(600),
});
export type NominationBody = z.input<typeof nominationBody>;

export const returnNominationBody = z.strictObject({ reason: text(500) });

const person = z.object({ _id: z.string(), name: z.string() }).nullable();

export const selectionSummary = z.object({
  _id: z.string(),
  name: z.string(),
  championship: z.object({ name: z.string(), venue: z.string(), startDate: z.string(), endDate: z.string() }),
  status: z.enum(selectionStatuses),
  places: z.number().int(),
  standards: z.number().int(),
  nominated: z.number().int(),
  accepted: z.number().int(),
});
export type SelectionSummary = z.infer<typeof selectionSummary>;
export const selectionList = z.object({ items: z.array(selectionSummary) });

export const selectionDetail = z.object({
  _id: z.string(),
  name: z.string(),
  championship: z.object({ name: z.string(), venue: z.string(), startDate: z.string(), endDate: z.string() }),
  entryDeadline: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  places: z.number().int(),
  placesByGender: z.object({ male: z.number().int().nullable(), female: z.number().int().nullable() }),
  minimumAge: z.number().int().nullable(),
  ageOn: z.string().nullable(),
  replyDays: z.number().int(),
  status: z.enum(selectionStatuses),
  nominatedBy: person,
  nominatedAt: z.string().nullable(),
  ratifiedBy: person,
  ratifiedAt: z.string().nullable(),
  returnedReason: z.string().nullable(),
  /** Whether the administrator reading it nominated it (and so may not ratify it). */
  youNominated: z.boolean(),
  standards: z.array(selectionStandard),
  nominations: z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      gender: z.string(),
      discipline: z.string(),
      disciplineName: z.string(),
      reason: z.string().nullable(),
      rolledDownFrom: z.string().nullable(),
      invitation: z.enum(invitationStatuses).nullable(),
      respondBy: z.string().nullable(),
    }),
  ),
});
export type SelectionDetail = z.infer<typeof selectionDetail>;

export const myInvitation = z.object({
  /** The selection's id: `POST /api/user/selections/{id}/respond` answers it. */
  _id: z.string(),
  selectionName: z.string(),
  championship: z.object({ name: z.string(), venue: z.string(), startDate: z.string(), endDate: z.string() }),
  disciplines: z.array(z.object({ key: z.string(), name: z.string(), nameHi: z.string() })),
  status: z.enum(invitationStatuses),
  respondBy: z.string(),
  respondedAt: z.string().nullable(),
});
export type MyInvitation = z.infer<typeof myInvitation>;
export const myInvitations = z.array(myInvitation);
export const respondBody = z.strictObject({ accept: z.boolean() });

export const teamRoles = ['athlete', 'guide', 'personal_assistant', 'coach', 'manager', 'medical'] as const;
export type TeamRole = (typeof teamRoles)[number];
export const supportRoles = ['guide', 'personal_assistant', 'coach', 'manager', 'medical'] as const;
export type SupportRole = (typeof supportRoles)[number];
export const teamDocumentKinds = [
  'medical_fitness',
  'guardian_consent',
  'professional_registration',
] as const;
export type TeamDocumentKind = (typeof teamDocumentKinds)[number];

/**
 * The documents each support role must bring before it joins the team: a guide runs beside the athlete
 * and so shows fitness; a doctor or physiotherapist shows their registration. Athletes need medical
 * fitness, and a guardian's consent when under 18 (told by `isMinorOn`).
 */
export const requiredDocuments: Record<SupportRole, readonly TeamDocumentKind[]> = {
  guide: ['medical_fitness'],
  personal_assistant: [],
  coach: [],
  manager: [],
  medical: ['professional_registration'],
};

export const travelNeeds = z.strictObject({
  wheelchair: z.boolean().default(false),
  /** Seating on a journey: an aisle seat, a lower berth, room for a prosthesis. */
  seating: optionalText(200),
  diet: optionalText(200),
});
export type TravelNeeds = z.output<typeof travelNeeds>;

/** The fields of a support person, sent as multipart fields beside their documents. */
export const supportMemberFields = z.strictObject({
  role: z.enum(supportRoles, 'validation.required'),
  name: personName,
  phone: indianMobile,
  /** Guides and personal assistants name the athlete they go with. */
  athleteUid: z.string().trim().max(40).optional(),
  dateOfBirth: isoDate.optional(),
  wheelchair: z.enum(['true', 'false']).optional(),
  seating: optionalText(200),
  diet: optionalText(200),
});

export const teamDocument = z.object({ kind: z.enum(teamDocumentKinds), fileName: z.string() });

/** A member's accreditation card for the championship (see team-cards.ts). */
export const teamCard = z.object({
  _id: z.string(),
  /** `PSA-A-<year>-<6 digits>`, kept when printed again. */
  number: z.string(),
  version: z.number().int(),
  status: z.enum(['valid', 'revoked']),
  revokeReason: z.string(),
  /** Where the current print's QR code leads (the public check). */
  verifyUrl: z.string(),
});
export type TeamCard = z.infer<typeof teamCard>;

export const teamMember = z.object({
  _id: z.string(),
  role: z.enum(teamRoles),
  name: z.string(),
  uid: z.string().nullable(),
  district: z.string().nullable(),
  sportClass: z.string().nullable(),
  disciplines: z.array(z.string()),
  /** For a guide or assistant: the athlete's UID and name. */
  goesWith: z.object({ uid: z.string(), name: z.string() }).nullable(),
  phone: z.string().nullable(),
  needs: z.object({ wheelchair: z.boolean(), seating: z.string().nullable(), diet: z.string().nullable() }),
  documents: z.array(teamDocument),
  /** Documents the member still needs (an athlete's fitness, a minor's consent). */
  missingDocuments: z.array(z.enum(teamDocumentKinds)),
  /** Their accreditation card for the championship, once issued. */
  card: teamCard.nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const team = z.object({ selectionId: z.string(), members: z.array(teamMember) });

export const teamNeedsBody = travelNeeds;

export const publicTeam = z.object({
  name: z.string(),
  championship: z.object({ name: z.string(), venue: z.string(), startDate: z.string(), endDate: z.string() }),
  athletes: z.array(
    z.object({
      name: z.string(),
      district: z.string(),
      sportClass: z.string(),
      disciplines: z.array(z.object({ name: z.string(), nameHi: z.string() })),
      guide: z.string().nullable(),
    }),
  ),
  support: z.array(z.object({ name: z.string(), role: z.enum(supportRoles) })),
});
export type PublicTeam = z.infer<typeof publicTeam>;
export const publicTeamList = z.object({
  items: z.array(
    z.object({ _id: z.string(), name: z.string(), championshipName: z.string(), startDate: z.string() }),
  ),
});

export const entryFileQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const districtSelections = z.object({
  items: z.array(
    z.object({
      selectionName: z.string(),
      championshipName: z.string(),
      startDate: z.string(),
      uid: z.string(),
      name: z.string(),
      district: z.string(),
      disciplines: z.array(z.string()),
      invitation: z.enum(invitationStatuses),
    }),
  ),
});
