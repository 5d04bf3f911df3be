import { z } from 'zod';
import { registrationData } from '../registration/schemas.js';
import { email, indianMobile, listPaging, password, personName } from '../shared/fields.js';

/** A district's name as the districts list spells it (the server checks it is on the list). */
const districtName = z.string().trim().min(1, 'validation.required').max(60);

/** An administrator makes an existing account the secretary of these districts (replacing any before). */
export const appointSecretaryBody = z.strictObject({
  email,
  districts: z
    .array(districtName)
    .min(1, 'validation.required')
    .max(20)
    .refine((names) => new Set(names).size === names.length, 'validation.duplicate'),
});

export const districtSecretary = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  districts: z.array(z.string()),
});
export type DistrictSecretary = z.infer<typeof districtSecretary>;
export const districtSecretaries = z.array(districtSecretary);

export const secretaryParams = z.strictObject({ userId: z.uuid() });

/** Where an athlete's registration stands, as a secretary sees it. */
export const districtAthleteStatus = z.enum(['draft', 'submitted', 'rejected', 'approved']);
export type DistrictAthleteStatus = z.infer<typeof districtAthleteStatus>;

export const districtAthletesQuery = z.strictObject({
  ...listPaging,
  /** One of the secretary's districts; all of them when absent. */
  district: districtName.optional(),
  status: districtAthleteStatus.optional(),
  /** The athlete's name, e-mail, phone or UID. */
  search: z.string().trim().max(100).optional(),
});

/** The whole filtered list as a file (CSV or Excel), at most 20,000 athletes. */
export const districtAthletesExportQuery = districtAthletesQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(['csv', 'xlsx']) });

export const districtAthlete = z.object({
  _id: z.string(),
  name: z.string(),
  uid: z.string(),
  district: z.string(),
  status: districtAthleteStatus,
  sport: z.string(),
  email: z.string(),
  phone: z.string(),
  paid: z.boolean(),
  updatedAt: z.string(),
});
export type DistrictAthlete = z.infer<typeof districtAthlete>;

export const districtAthletes = z.object({
  items: z.array(districtAthlete),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const districtAthleteParams = z.strictObject({ userId: z.uuid() });
export const districtDocumentParams = z.strictObject({ userId: z.uuid(), documentId: z.uuid() });

/** Counts of one district, for the secretary's dashboard. */
export const districtCounts = z.object({
  district: z.string(),
  drafts: z.number().int(),
  waitingForFee: z.number().int(),
  waitingForReview: z.number().int(),
  returned: z.number().int(),
  approved: z.number().int(),
  confirmedEntries: z.number().int(),
});
export type DistrictCounts = z.infer<typeof districtCounts>;
export const districtDashboard = z.object({ districts: z.array(districtCounts) });

/**
 * A secretary registers an athlete at a camp: an account in the athlete's name, with the athlete's or a
 * guardian's e-mail address where there is one.
 */
export const assistedAthleteBody = z.strictObject({
  name: personName,
  phone: indianMobile,
  email: z.union([email, z.literal('').transform(() => undefined)]).optional(),
  district: districtName,
});

export const assistedAthlete = z.object({
  _id: z.string(),
  name: z.string(),
  /** '' when the athlete has no e-mail address. */
  email: z.string(),
  district: z.string(),
});

export const districtPageParams = z.strictObject({ userId: z.uuid(), page: z.enum(['1', '2', '3']) });

/**
 * An athlete's registration as a secretary sees it; `assisted` while the secretary's district keeps
 * the account for the athlete (pages, documents and submission are theirs to do) until a take-over.
 */
export const districtRegistration = registrationData.extend({
  assisted: z.boolean(),
  /** The registration fee is paid (online, offline or in cash at a camp). */
  feePaid: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type DistrictRegistration = z.infer<typeof districtRegistration>;

/** A one-time code the secretary prints or shows for the athlete to take the account over. */
export const takeoverCode = z.object({
  code: z.string(),
  expiresAt: z.string(),
  /** The take-over page with the code filled in (the QR code's target). */
  url: z.string(),
  /** The QR code of `url`, as an SVG image. */
  qrSvg: z.string(),
});

/** Codes are ten letters and digits (no 0/O or 1/I), shown in two groups of five. */
export const takeoverCodeText = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{10}$/, 'validation.takeoverCode'));

/**
 * The athlete takes their account over: the code, the e-mail address they will sign in with (the one
 * the secretary gave, or their own or a guardian's when there was none) and a password of their own.
 */
export const takeOverBody = z.strictObject({ code: takeoverCodeText, email, password });
export const takeOverResult = z.object({ email: z.string() });

export const openCampBody = z.strictObject({
  district: districtName,
  hours: z.coerce.number().int().min(1).max(12),
});
export const registrationCamp = z.object({
  _id: z.string(),
  district: z.string(),
  network: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  openedBy: z.string(),
});
export const registrationCamps = z.array(registrationCamp);
export const campParams = z.strictObject({ campId: z.uuid() });

/** The registration fee taken in cash at a camp: the secretary's own receipt-book number, if any. */
export const cashFeeBody = z.strictObject({
  reference: z.string().trim().max(100).default(''),
  note: z.string().trim().max(500).default(''),
});
export const cashFeeResult = z.object({
  paymentId: z.string(),
  receiptNumber: z.string(),
  amountPaise: z.number().int(),
  receiptUrl: z.string(),
});
export const districtReceiptParams = z.strictObject({ userId: z.uuid(), paymentId: z.uuid() });
