import { CONSENT_DOCUMENT_KIND, type ConsentDocument } from '@para/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { uploadDocument } from '../registration/documents.js';
import { assistedAthleteFor } from './assisted.js';

/**
 * The athlete's (or guardian's) signed consent form, photographed at the camp: stored through the
 * registration's upload pipeline (type from the bytes, images re-encoded, storage limits) as a document
 * of its own kind, outside the registration's pages. Recorded while the district holds the account,
 * whatever the registration's status; a new photo replaces (and keeps) the earlier one.
 */
export async function uploadConsent(
  ctx: AppContext,
  secretary: UserRow,
  userId: string,
  request: FastifyRequest,
): Promise<ConsentDocument> {
  const athlete = await assistedAthleteFor(ctx, secretary, userId);
  const document = await uploadDocument(ctx, athlete, request, {
    kinds: [CONSENT_DOCUMENT_KIND],
    sectionRules: false,
  });
  await recordAudit(ctx.db, {
    actorId: secretary.id,
    action: 'district.athlete.consent',
    targetType: 'user',
    targetId: userId,
    changes: { documentId: document._id, contentType: document.contentType },
    at: ctx.clock.now(),
  });
  return { ...document, kind: CONSENT_DOCUMENT_KIND };
}
