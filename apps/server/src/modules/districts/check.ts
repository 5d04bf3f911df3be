import {
  CONSENT_DOCUMENT_KIND,
  type ConsentDocument,
  type DistrictAssistance,
  type DistrictCheck,
  type districtCheckBody,
} from '@para/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { districtChecks } from '../../db/schema/district-assistance.js';
import { registrations } from '../../db/schema/registration.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { readSetting } from '../../lib/settings.js';
import { toDocument } from '../registration/mapper.js';
import {
  currentDocumentOfKind,
  currentDocuments,
  lockRegistration,
} from '../registration/registration.queries.js';
import { districtOfAthlete } from './districts.queries.js';

/** The association's setting "District units check registrations first" (off until turned on). */
export const DISTRICT_CHECK_SETTING = 'districts.checkFirst';
export const districtCheckSchema = z.boolean().default(false);

export const districtCheckEnabled = (db: DbOrTx) =>
  readSetting(db, DISTRICT_CHECK_SETTING, districtCheckSchema);

/** The athlete's district when in the secretary's scope; a 404 otherwise, as for every district route. */
export async function scopedDistrict(ctx: AppContext, secretary: UserRow, userId: string) {
  const district = await districtOfAthlete(ctx.db, secretary.secretaryDistricts, userId);
  if (!district) throw notFound('No athlete of your districts has this account.', 'ATHLETE_NOT_FOUND');
  return district;
}

type CheckRow = typeof districtChecks.$inferSelect;

const toCheck = (row: CheckRow, secretaryName: string | null): DistrictCheck => ({
  recommendation: row.recommendation,
  remark: row.remark,
  documentsSeen: row.documentsSeen,
  checkedAt: row.checkedAt.toISOString(),
  checkedBy: row.checkedBy && secretaryName !== null ? { _id: row.checkedBy, name: secretaryName } : null,
  district: row.district,
});

/** The district's check of the current submission: one made before the last submission no longer counts. */
async function currentCheck(db: DbOrTx, userId: string): Promise<DistrictCheck | null> {
  const [row] = await db
    .select({ check: districtChecks, secretaryName: users.name, submittedAt: registrations.submittedAt })
    .from(districtChecks)
    .innerJoin(registrations, eq(registrations.userId, districtChecks.userId))
    .leftJoin(users, eq(users.id, districtChecks.checkedBy))
    .where(eq(districtChecks.userId, userId));
  if (!row?.submittedAt || row.check.checkedAt < row.submittedAt) return null;
  return toCheck(row.check, row.secretaryName);
}

async function currentConsent(db: DbOrTx, userId: string): Promise<ConsentDocument | null> {
  const row = await currentDocumentOfKind(db, userId, CONSENT_DOCUMENT_KIND);
  return row ? ({ ...toDocument(row), kind: CONSENT_DOCUMENT_KIND } as ConsentDocument) : null;
}

/**
 * The district's part of a registration. `documentUrl` gives the address the reader may fetch the
 * consent form from (the district's route for a secretary, the administrators' for a reviewer).
 */
export async function assistanceOf(
  db: DbOrTx,
  userId: string,
  documentUrl: (documentId: string) => string,
): Promise<DistrictAssistance> {
  const [checkEnabled, check, consent] = await Promise.all([
    districtCheckEnabled(db),
    currentCheck(db, userId),
    currentConsent(db, userId),
  ]);
  return {
    checkEnabled,
    // With the setting off nobody acts on a recommendation, so none is shown.
    check: checkEnabled ? check : null,
    consent: consent ? { ...consent, url: documentUrl(consent._id) } : null,
  };
}

/**
 * The secretary's check of a submitted registration: the documents seen, a remark and a recommendation
 * for the state's reviewer. Only while the association has the district check on; a new check replaces
 * the one before (both are in the audit log).
 */
export async function recordCheck(
  ctx: AppContext,
  secretary: UserRow,
  userId: string,
  body: z.output<typeof districtCheckBody>,
): Promise<DistrictCheck> {
  const district = await scopedDistrict(ctx, secretary, userId);
  if (!(await districtCheckEnabled(ctx.db)))
    throw conflict(
      'The association does not ask district units to check registrations at the moment.',
      null,
      'DISTRICT_CHECK_OFF',
    );
  const documentIds = new Set((await currentDocuments(ctx.db, userId)).map((document) => document.id));
  const unknown = body.documentsSeen.filter((id) => !documentIds.has(id));
  if (unknown.length)
    throw badRequest(
      'Some of the documents named are not this athlete’s current documents.',
      { fields: { documentsSeen: 'validation.invalid' } },
      'DOCUMENT_NOT_OF_ATHLETE',
    );
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    // Locked so a check and the state's decision are taken one after the other.
    const registration = await lockRegistration(tx, userId);
    if (registration?.status !== 'submitted')
      throw conflict(
        'Only a submitted registration waiting for the state’s decision can be checked.',
        null,
        'DISTRICT_CHECK_NOT_SUBMITTED',
      );
    const values = {
      recommendation: body.recommendation,
      remark: body.remark,
      documentsSeen: [...new Set(body.documentsSeen)],
      district,
      checkedBy: secretary.id,
      checkedAt: now,
    };
    const [saved] = await tx
      .insert(districtChecks)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: districtChecks.userId, set: values })
      .returning();
    await recordAudit(tx, {
      actorId: secretary.id,
      action: 'district.athlete.check',
      targetType: 'user',
      targetId: userId,
      changes: {
        recommendation: body.recommendation,
        remark: body.remark,
        documentsSeen: values.documentsSeen.length,
        district,
      },
      at: now,
    });
    return saved;
  });
  if (!row) throw new Error('check not stored');
  return toCheck(row, secretary.name);
}
