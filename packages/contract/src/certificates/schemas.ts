import { z } from 'zod';
import { listPaging } from '../shared/fields.js';

/** Decision 26: participation for every start, merit for places 1–3, record for a state record set. */
export const certificateKinds = ['participation', 'merit', 'record'] as const;
export type CertificateKind = (typeof certificateKinds)[number];
export const certificateStatuses = ['valid', 'superseded', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** `PSA-C-2026-000123`; anything else is no certificate's number. */
export const certificateNumber = z
  .string()
  .trim()
  .regex(/^PSA-C-\d{4}-\d{6}$/, 'A certificate number looks like PSA-C-2026-000123.');
export const certificateNumberParams = z.strictObject({ number: certificateNumber });
export const certificateIdParams = z.strictObject({ certificateId: z.uuid() });

/** What a certificate states, as its signed record holds it. */
export const certificateStatement = z.object({
  number: z.string(),
  kind: z.enum(certificateKinds),
  issuer: z.string(),
  athlete: z.object({ name: z.string(), nameInScript: z.string(), uid: z.string() }),
  competition: z.object({
    formId: z.string(),
    title: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  discipline: z.object({ key: z.string(), name: z.string() }),
  place: z.number().int().nullable(),
  mark: z.string(),
  status: z.string().nullable(),
  resultsVersion: z.number().int(),
  issuedAt: z.string(),
});
export type CertificateStatement = z.infer<typeof certificateStatement>;

/** One of the signed-in athlete's certificates (API.md: `_id, kind, number, pdfUrl, verifyUrl`, and more). */
export const myCertificate = z.object({
  _id: z.string(),
  kind: z.enum(certificateKinds),
  number: z.string(),
  pdfUrl: z.string(),
  verifyUrl: z.string(),
  status: z.enum(certificateStatuses),
  /** The number of the certificate that replaced this one after a correction. */
  supersededBy: z.string().nullable(),
  competition: z.object({ formId: z.string(), title: z.string(), startDate: z.string() }),
  discipline: z.object({ key: z.string(), name: z.string() }),
  place: z.number().int().nullable(),
  mark: z.string(),
  issuedAt: z.string(),
});
export const myCertificates = z.array(myCertificate);
export type MyCertificate = z.infer<typeof myCertificate>;

/** The public check of one certificate by its number. */
export const publicCertificate = z.object({
  status: z.enum(certificateStatuses),
  supersededBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  verifyUrl: z.string(),
  statement: certificateStatement,
});
export type PublicCertificate = z.infer<typeof publicCertificate>;

/** A pasted signed record (`payload.signature`); white space from copying is ignored. */
export const signedRecordQuery = z.strictObject({
  token: z
    .string()
    .transform((text) => text.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'Paste the signed record.').max(8000, 'This is longer than any signed record.')),
});
/**
 * The check of a signed record. `signatureValid` is true only when the record is the association's:
 * signed by one of its keys and the very record its register holds for that number (a record signed
 * with a key taken from a backup, or not in the register, is not valid).
 */
export const signedRecordCheck = z.object({
  signatureValid: z.boolean(),
  statement: certificateStatement.nullable(),
  /** The certificate as the register holds it now (it may have been superseded or revoked since). */
  current: z.object({ status: z.enum(certificateStatuses), supersededBy: z.string().nullable() }).nullable(),
});
export type SignedRecordCheck = z.infer<typeof signedRecordCheck>;

/** Where the association publishes the public keys of its certificate signatures (decision 35). */
export const CERTIFICATE_KEY_SET_PATH = '/.well-known/jwks.json';

/** One public key of the association's certificate signatures, as a JSON Web Key (RFC 7517, 8037). */
export const certificateKey = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  /** The public key, base64url. */
  x: z.string(),
  /** The key id a signed record names in its header: the RFC 7638 thumbprint of the key. */
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
/** Every key that has signed certificates, the one signing now first: a JSON Web Key Set. */
export const certificateKeySet = z.object({ keys: z.array(certificateKey) });
export type CertificateKeySet = z.infer<typeof certificateKeySet>;

/** A background run issuing one competition's certificates (decision 26). */
export const certificateJob = z.object({
  id: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  cause: z.enum(['publish', 'correction', 'manual']),
  resultsVersion: z.number().int().nullable(),
  issued: z.number().int(),
  superseded: z.number().int(),
  kept: z.number().int(),
  /** While running: certificates written so far of those due (known to the instance running it). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  error: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CertificateJob = z.infer<typeof certificateJob>;

const kindCounts = z.object({
  participation: z.number().int(),
  merit: z.number().int(),
  record: z.number().int(),
});

/** A competition with published results, its valid certificates by kind and its latest issuing job. */
export const certificateCompetition = z.object({
  formId: z.string(),
  title: z.string(),
  resultsVersion: z.number().int(),
  valid: kindCounts,
  superseded: z.number().int(),
  revoked: z.number().int(),
  job: certificateJob.nullable(),
});
export const certificateCompetitions = z.object({ items: z.array(certificateCompetition) });
export type CertificateCompetition = z.infer<typeof certificateCompetition>;

export const formCertificatesParams = z.strictObject({ formId: z.uuid() });
export const adminCertificatesQuery = z.strictObject({
  kind: z.enum(certificateKinds).optional(),
  status: z.enum(certificateStatuses).optional(),
  /** Part of a name, UID or certificate number. */
  search: z.string().trim().max(100).optional(),
  ...listPaging,
});

export const adminCertificateRow = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(certificateKinds),
  status: z.enum(certificateStatuses),
  athleteName: z.string(),
  uid: z.string(),
  discipline: z.string(),
  place: z.number().int().nullable(),
  mark: z.string(),
  resultsVersion: z.number().int(),
  issuedAt: z.string(),
  supersededBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type AdminCertificateRow = z.infer<typeof adminCertificateRow>;
export const adminCertificateList = z.object({
  items: z.array(adminCertificateRow),
  total: z.number().int(),
  /** Always counted in full (a competition has at most 40,000); the admin lists' shape. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const revokeCertificateBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, 'Give the reason for revoking (at least 3 characters).')
    .max(500, 'Keep the reason under 500 characters.'),
});
