import { z } from 'zod';
import { personName } from '../shared/fields.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/text-safety.js';
import {
  accreditationCategories,
  accreditationRoles,
  accreditationZones,
  defaultCategoryOf,
} from './zones.js';

/** An accreditation photo: JPEG or PNG, checked by its bytes, at most this size. */
export const MAX_ACCREDITATION_PHOTO_BYTES = 2 * 1024 * 1024;

/**
 * Where a card comes from: an entry's athlete, that entry's guide or escort, an administrator, or
 * another feature that names the holder (a member of a national team).
 */
export const accreditationSources = ['athlete', 'guide', 'staff', 'holder'] as const;

export const accreditationCard = z.object({
  _id: z.uuid(),
  formId: z.uuid(),
  /** `PSA-A-<year>-<6 digits>`: the person's card at this competition; a reprint keeps it. */
  number: z.string(),
  /** 1 for the first print; each reprint adds one, and only the latest print's QR code is valid. */
  version: z.number().int(),
  source: z.enum(accreditationSources),
  name: z.string(),
  nameInScript: z.string(),
  role: z.enum(accreditationRoles),
  category: z.enum(accreditationCategories),
  /** Zones added to this card beyond its category's. */
  extraZones: z.array(z.enum(accreditationZones)),
  zones: z.array(z.enum(accreditationZones)),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  revokeReason: z.string(),
  hasPhoto: z.boolean(),
  /** The athlete's UID on an athlete's card; empty otherwise. */
  uid: z.string(),
  /** Where the current print's QR code leads. */
  verifyUrl: z.string(),
  createdAt: z.string(),
});
export type AccreditationCard = z.output<typeof accreditationCard>;

export const accreditationCompetition = z.object({
  formId: z.uuid(),
  title: z.string(),
  titleHi: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type AccreditationCompetition = z.output<typeof accreditationCompetition>;

export const accreditationCompetitionList = z.array(
  accreditationCompetition.extend({ cards: z.number().int() }),
);

export const accreditationCardList = z.object({
  competition: accreditationCompetition,
  cards: z.array(accreditationCard),
});

export const myAccreditationCards = z.array(
  z.object({ competition: accreditationCompetition, card: accreditationCard }),
);

const optionalScriptName = z
  .string()
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .trim()
  .max(100, 'validation.name')
  .default('');

/** A comma-separated list in a multipart field (or nothing). */
const zoneList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.enum(accreditationZones)).max(accreditationZones.length));

/**
 * The fields of adding someone who is not an athlete (multipart, before the photo). The category
 * defaults to the role's usual one.
 */
export const addAccreditationFields = z
  .strictObject({
    name: personName,
    nameInScript: optionalScriptName,
    role: z.enum(accreditationRoles).exclude(['athlete']),
    category: z.enum(accreditationCategories).exclude(['athlete']).optional(),
    extraZones: zoneList,
  })
  .transform((fields) => ({ ...fields, category: fields.category ?? defaultCategoryOf[fields.role] }));
export type AddAccreditationFields = z.input<typeof addAccreditationFields>;

export const revokeAccreditationBody = z.strictObject({
  reason: z
    .string()
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .trim()
    .min(2, 'validation.required')
    .max(200, 'validation.tooLong'),
});

export const accreditationCardParams = z.strictObject({ cardId: z.uuid() });

/** The secret in a print's QR code: 22 base64url characters (16 random bytes). */
export const accreditationTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

/**
 * What the gate sees. `replaced`: an older print of a card reprinted since; `expired`: the
 * competition's last day has passed; `revoked`: withdrawn by an administrator (or the entry was).
 */
export const accreditationCheck = z.object({
  status: z.enum(['valid', 'revoked', 'replaced', 'expired']),
  competition: accreditationCompetition,
  name: z.string(),
  nameInScript: z.string(),
  role: z.enum(accreditationRoles),
  category: z.enum(accreditationCategories),
  zones: z.array(z.enum(accreditationZones)),
  number: z.string(),
  version: z.number().int(),
  /** The photo's address, while the card is valid and has one (a card that is not valid shows none). */
  photoUrl: z.string().nullable(),
});
export type AccreditationCheck = z.output<typeof accreditationCheck>;
