import { z } from 'zod';
import { registrationDocument } from '../registration/schemas.js';

/**
 * What a district does for an athlete beyond filling the registration: the district's check before the
 * state's review (when the association turns it on), the signed consent form, and a payment link for
 * the fee. The state's reviewers read the same check and consent.
 */

export const districtRecommendations = ['approve', 'return'] as const;
export type DistrictRecommendation = (typeof districtRecommendations)[number];

/** The kind a consent form is stored as: a document of its own, never one of the registration's pages. */
export const CONSENT_DOCUMENT_KIND = 'consent_form';

export const districtCheckBody = z
  .strictObject({
    recommendation: z.enum(districtRecommendations),
    remark: z.string().trim().max(1000).default(''),
    /** The athlete's current documents the secretary looked at (ids from the registration). */
    documentsSeen: z.array(z.uuid()).max(20).default([]),
  })
  // Sending a registration back needs a reason the state's reviewer can act on.
  .refine((body) => body.recommendation === 'approve' || body.remark.length >= 2, {
    path: ['remark'],
    message: 'validation.required',
  });

export const districtCheck = z.object({
  recommendation: z.enum(districtRecommendations),
  remark: z.string(),
  documentsSeen: z.array(z.string()),
  checkedAt: z.string(),
  /** The secretary; null when the account is gone. */
  checkedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  district: z.string(),
});
export type DistrictCheck = z.infer<typeof districtCheck>;

/** A consent form as stored: the registration's document shape with its own kind. */
export const consentDocument = registrationDocument.extend({ kind: z.literal(CONSENT_DOCUMENT_KIND) });
export type ConsentDocument = z.infer<typeof consentDocument>;

/** The district's part of one athlete's registration, as the secretary and the state's reviewer read it. */
export const districtAssistance = z.object({
  /** The association's setting "District units check registrations first". */
  checkEnabled: z.boolean(),
  /** The district's check of the current submission; null when not checked since it was submitted. */
  check: districtCheck.nullable(),
  consent: consentDocument.nullable(),
});
export type DistrictAssistance = z.infer<typeof districtAssistance>;

/** The queue's filter by the district's check. */
export const districtCheckFilters = ['approve', 'return', 'unchecked'] as const;
export type DistrictCheckFilter = (typeof districtCheckFilters)[number];

export const payLinkResult = z.object({
  /** The page anyone with the link pays on; shown once (only a hash is kept). */
  url: z.string(),
  expiresAt: z.string(),
  /** The address it was e-mailed to; '' when the athlete has none. */
  emailedTo: z.string(),
  /** A QR code of `url` (SVG) for a phone to scan off the secretary's screen. */
  qrSvg: z.string(),
});

export const payLinkParams = z.strictObject({ token: z.string().trim().min(20).max(100) });

export const payLinkInfo = z.object({
  /** The athlete's first name only: the page is public to whoever has the link. */
  athleteFirstName: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['due', 'paid']),
  expiresAt: z.string(),
  gateway: z.enum(['razorpay', 'test']),
});
export type PayLinkInfo = z.infer<typeof payLinkInfo>;

/** One step a district secretary took for the athlete, as the athlete's status page lists it. */
export const assistedStep = z.object({
  action: z.enum([
    'register',
    'page1',
    'page2',
    'page3',
    'document',
    'consent',
    'submit',
    'cash_fee',
    'pay_link',
    'check',
    'takeover_code',
  ]),
  at: z.string(),
  secretaryName: z.string(),
  district: z.string(),
  /** Step details: the document's kind, the receipt number, the recommendation. */
  detail: z.string(),
});
export type AssistedStep = z.infer<typeof assistedStep>;
export const assistedHistory = z.object({
  /** Set when a district registered the athlete; the list is empty otherwise. */
  assisted: z.boolean(),
  takenOverAt: z.string().nullable(),
  steps: z.array(assistedStep),
});
