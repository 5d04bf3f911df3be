// The registration's fixed choices, apart from its schemas: a page that only lists them (a select's
// options, a document's slot) does not load the validation library with them.

export const genders = ['female', 'male', 'transgender'] as const;
export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const participantRoles = ['athlete', 'guide'] as const;
export const proofOfAgeTypes = ['birth_certificate', 'school_certificate', 'passport'] as const;
export const identityProofTypes = ['masked_aadhaar', 'voter_id', 'passport', 'school_id'] as const;
export const documentKinds = [
  'photo',
  'disability_certificate',
  'proof_of_age',
  'identity_proof',
  'medical_diagnostic',
] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const requiredDocumentKinds: DocumentKind[] = [
  'photo',
  'disability_certificate',
  'proof_of_age',
  'identity_proof',
];

/** Upload limits of a registration document and of a photo, in bytes. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** UDID: state (2 letters), district + CMO + disability type (5), birth year (4), serial (6), check (1). */
export const UDID_PATTERN = /^[A-Z]{2}[0-9A-Z]{5}(\d{4})\d{6}[0-9A-Z]$/;
export const udidBirthYear = (udid: string): number | undefined => {
  const year = UDID_PATTERN.exec(udid)?.[1];
  return year ? Number(year) : undefined;
};
