import { z } from 'zod';
import { disabilityTypeCodes } from '../reference/disabilities.js';
import { classStatuses } from '../reference/sports.js';
import { ageOn } from '../shared/dates.js';
import { indianMobile, personName } from '../shared/fields.js';
import {
  bloodGroups,
  documentKinds,
  genders,
  identityProofTypes,
  participantRoles,
  proofOfAgeTypes,
  UDID_PATTERN,
} from './choices.js';
import { registrationWithdrawal } from './withdrawal.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined);

const optionalMobile = z
  .union([z.literal(''), indianMobile])
  .optional()
  .transform((value) => value || undefined);

/** YYYY-MM-DD that is a real calendar date. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'validation.date');

export {
  bloodGroups,
  type DocumentKind,
  documentKinds,
  genders,
  identityProofTypes,
  MAX_DOCUMENT_BYTES,
  MAX_PHOTO_BYTES,
  participantRoles,
  proofOfAgeTypes,
  requiredDocumentKinds,
  UDID_PATTERN,
  udidBirthYear,
} from './choices.js';

const contact = z.strictObject({
  name: personName,
  relation: z.string().trim().min(2, 'validation.required').max(50),
  phone: indianMobile,
});

/** Page 1: the person. A minor, or anyone with a lawful guardian, needs the guardian's details and consent. */
export const registrationPage1 = z
  .strictObject({
    fullName: personName,
    nameInStateScript: optionalText(100),
    parentName: personName,
    dateOfBirth: isoDate,
    gender: z.enum(genders, 'validation.required'),
    bloodGroup: z.enum(bloodGroups, 'validation.required'),
    mobile: indianMobile,
    alternateMobile: optionalMobile,
    address: z.strictObject({
      line1: z.string().trim().min(3, 'validation.address').max(200, 'validation.tooLong'),
      line2: optionalText(200),
      city: z.string().trim().min(2, 'validation.required').max(100, 'validation.tooLong'),
      district: z.string().trim().min(1, 'validation.required').max(60),
      pinCode: z
        .string()
        .trim()
        .regex(/^[1-9]\d{5}$/, 'validation.pinCode'),
    }),
    emergencyContact: contact,
    hasLawfulGuardian: z.boolean().default(false),
    guardian: contact.extend({ consent: z.literal(true, 'validation.guardianConsent') }).optional(),
  })
  .superRefine((page, ctx) => {
    const date = new Date(`${page.dateOfBirth}T00:00:00Z`);
    const age = ageOn(page.dateOfBirth, new Date());
    if (date.getTime() > Date.now() || age > 100 || age < 4) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'validation.dateOfBirth' });
    }
    if ((age < 18 || page.hasLawfulGuardian) && !page.guardian) {
      ctx.addIssue({ code: 'custom', path: ['guardian'], message: 'validation.guardianRequired' });
    }
  });
export type RegistrationPage1 = z.output<typeof registrationPage1>;

export const disabilityCertificate = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('udid'),
    udidNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .refine((value) => UDID_PATTERN.test(value), 'validation.udid'),
  }),
  z.strictObject({
    kind: z.literal('certificate'),
    certificateNumber: z.string().trim().min(3, 'validation.required').max(60),
    issuingAuthority: z.string().trim().min(3, 'validation.required').max(120),
    issueDate: isoDate,
  }),
]);

export const sportEntry = z
  .strictObject({
    sport: z.string().trim().min(1, 'validation.required').max(40),
    sportClass: z
      .string()
      .trim()
      .max(12)
      .optional()
      .transform((value) => value?.toUpperCase() || undefined),
    classStatus: z.enum(classStatuses, 'validation.required'),
    /** For a review with a fixed date: the day the class is reviewed (national selections need it after the championship). */
    reviewDate: isoDate.optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.classStatus !== 'not_classified' && !entry.sportClass) {
      ctx.addIssue({ code: 'custom', path: ['sportClass'], message: 'validation.sportClassRequired' });
    }
  });

/** Page 2: impairment and sport. */
export const registrationPage2 = z.strictObject({
  disabilityType: z.enum(disabilityTypeCodes, 'validation.required'),
  disabilityPercentage: z.coerce
    .number()
    .int('validation.percentage')
    .min(1, 'validation.percentage')
    .max(100, 'validation.percentage'),
  certificate: disabilityCertificate,
  sports: z.array(sportEntry).min(1, 'validation.sportRequired').max(3, 'validation.sportsMax'),
  participantRole: z.enum(participantRoles, 'validation.required'),
  coachName: optionalText(100),
  clubOrSchool: optionalText(150),
  districtUnit: z.string().trim().min(1, 'validation.required').max(60),
  bestPerformances: optionalText(2000),
  achievements: optionalText(2000),
});
export type RegistrationPage2 = z.output<typeof registrationPage2>;

/** Page 3: which documents were given, and the declarations. The files themselves are uploaded one by one. */
export const registrationPage3 = z.strictObject({
  proofOfAgeType: z.enum(proofOfAgeTypes, 'validation.required'),
  identityProofType: z.enum(identityProofTypes, 'validation.required'),
  declarationTrue: z.literal(true, 'validation.declaration'),
  privacyConsent: z.literal(true, 'validation.declaration'),
  antiDopingAcknowledged: z.literal(true, 'validation.declaration'),
});
export type RegistrationPage3 = z.output<typeof registrationPage3>;

export const registrationStatuses = ['draft', 'submitted', 'rejected', 'approved'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** Parts of a registration a reviewer can send back: a page, or one document. */
export const reviewSections = ['page1', 'page2', 'page3', ...documentKinds] as const;
export type ReviewSection = (typeof reviewSections)[number];

export const registrationDocument = z.object({
  _id: z.string(),
  kind: z.enum(documentKinds),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Where the owner (or an administrator) can fetch it, with the Access-Token header. */
  url: z.string(),
});
export type RegistrationDocument = z.infer<typeof registrationDocument>;

export const rejection = z.object({
  /** Reason per section or document the athlete must change. */
  reasons: z.array(z.object({ section: z.enum(reviewSections), reason: z.string() })),
  note: z.string(),
  decidedAt: z.string(),
});
export type Rejection = z.infer<typeof rejection>;

/** Everything the athlete has entered, what is still missing, and where the registration stands. */
export const registrationData = z.object({
  status: z.enum(registrationStatuses),
  page1: z.custom<RegistrationPage1>().nullable(),
  page2: z.custom<RegistrationPage2>().nullable(),
  page3: z.custom<RegistrationPage3>().nullable(),
  documents: z.array(registrationDocument),
  /** What finalize still needs: 'page1', 'page2', 'page3', or 'document:<kind>'. */
  missing: z.array(z.string()),
  /** Sections the athlete may change now (all while a draft; the ones asked for when rejected; none otherwise). */
  editable: z.array(z.enum(reviewSections)),
  submittedAt: z.string().nullable(),
  uid: z.string(),
  rejection: rejection.nullable(),
  /** Set while the registration is withdrawn because its fee was refunded. */
  withdrawal: registrationWithdrawal.optional(),
});
export type RegistrationData = z.infer<typeof registrationData>;

/** Lists a registration form needs (administrators can change them). */
export const registrationOptions = z.object({
  state: z.object({ code: z.string(), name: z.string() }),
  districts: z.array(z.string()),
  sports: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      classPattern: z.string(),
      classExamples: z.array(z.string()),
    }),
  ),
  disabilityTypes: z.array(z.object({ code: z.string(), ipc: z.array(z.string()) })),
  registrationsOpen: z.boolean(),
  feeRupees: z.number().int(),
  /** Upload limits, in bytes. */
  maxDocumentBytes: z.number().int(),
  maxPhotoBytes: z.number().int(),
});
export type RegistrationOptions = z.infer<typeof registrationOptions>;

export const uploadDocumentFields = z.object({ kind: z.enum(documentKinds) });

/** The registration flags the session record carries, after a change. */
export const registrationFlags = z.object({
  registrationCompleted: z.boolean(),
  registrationPaymentCompleted: z.boolean(),
  registrationApproved: z.boolean(),
  uid: z.string(),
});

export const identityCard = z.object({
  uid: z.string(),
  name: z.string(),
  nameInStateScript: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(genders),
  district: z.string(),
  sports: z.array(z.object({ sport: z.string(), sportClass: z.string() })),
  bloodGroup: z.string(),
  emergencyContact: z.object({ name: z.string(), phone: z.string() }),
  validUntil: z.string(),
  verifyUrl: z.string(),
  /** The QR code of verifyUrl as a PNG data URL, for the card on screen (the PDF prints the same). */
  verifyQr: z.string(),
  photoUrl: z.string(),
  pdfUrl: z.string(),
});
export type IdentityCard = z.infer<typeof identityCard>;

/** What the public verification page shows: nothing beyond what the card itself prints. */
export const cardVerification = z.object({
  status: z.enum(['valid', 'expired', 'revoked']),
  name: z.string(),
  uid: z.string(),
  district: z.string(),
  sports: z.array(z.object({ sport: z.string(), sportClass: z.string() })),
  validUntil: z.string(),
  photoUrl: z.string(),
});
export type CardVerification = z.infer<typeof cardVerification>;

export const approveRegistrationBody = z.strictObject({ userId: z.uuid() });
export const rejectRegistrationBody = z.strictObject({
  userId: z.uuid(),
  reasons: z
    .array(
      z.strictObject({
        section: z.enum(reviewSections),
        reason: z.string().trim().min(3, 'validation.reason').max(500, 'validation.reason'),
      }),
    )
    .min(1, 'validation.reason'),
  note: z.string().trim().max(2000, 'validation.tooLong').default(''),
});
