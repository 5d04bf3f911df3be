import { z } from 'zod';
import { noData, type RouteDef, route } from '../shared/route-def.js';
import { documentPreview, PREVIEW_MAX_PAGES, registrationDuplicate } from './schemas.js';

const tag = 'admin';

export const registrationReviewRoutes = {
  adminRegistrationDocumentPreview: route({
    method: 'GET',
    path: '/api/admin/registration-documents/:documentId/preview',
    access: 'admin',
    tag,
    summary: `A PDF document's first pages (up to ${PREVIEW_MAX_PAGES}) as images drawn on the server`,
    params: z.strictObject({ documentId: z.uuid() }),
    data: documentPreview,
  }),
  adminRegistrationDocumentPreviewPage: route({
    method: 'GET',
    path: '/api/admin/registration-documents/:documentId/preview/:page',
    access: 'admin',
    tag,
    summary: 'One drawn page of a PDF document, as PNG',
    params: z.strictObject({
      documentId: z.uuid(),
      page: z.coerce.number().int().min(1).max(PREVIEW_MAX_PAGES),
    }),
    data: noData,
    file: true,
  }),
  adminRegistrationDuplicates: route({
    method: 'GET',
    path: '/api/admin/registration-duplicates',
    access: 'admin',
    tag,
    summary:
      'Other registrations that may be the same athlete: same UDID, same certificate number, or same name, date of birth and district',
    query: z.strictObject({ userId: z.uuid() }),
    data: z.array(registrationDuplicate),
  }),
} as const satisfies Record<string, RouteDef>;
