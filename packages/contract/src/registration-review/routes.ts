import { z } from 'zod';
import {
  approveRegistrationBody,
  registrationData,
  registrationFlags,
  rejection,
  rejectRegistrationBody,
} from '../registration/schemas.js';
import { noData, type RouteDef, route } from '../shared/route-def.js';
import { documentPreview, PREVIEW_MAX_PAGES, registrationDuplicate } from './schemas.js';

const userIdQuery = z.strictObject({ userId: z.uuid() });

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
  adminGetUserRegistrationsData: route({
    method: 'GET',
    path: '/api/admin/get-user-registrations-data',
    access: 'admin',
    tag,
    summary: "One athlete's registration, for review",
    query: userIdQuery,
    data: registrationData,
  }),
  adminApproveUserRegistration: route({
    method: 'POST',
    path: '/api/admin/approve-user-registration',
    access: 'admin',
    tag,
    summary: 'Approve a paid, submitted registration and assign the UID',
    body: approveRegistrationBody,
    data: registrationFlags,
  }),
  adminRejectUserRegistration: route({
    method: 'POST',
    path: '/api/admin/reject-user-registration',
    access: 'admin',
    tag,
    summary: 'Send a registration back with a reason per section or document',
    body: rejectRegistrationBody,
    data: rejection,
  }),
  adminGetRegistrationRejectionData: route({
    method: 'GET',
    path: '/api/admin/get-registration-rejection-data',
    access: 'admin',
    tag,
    summary: "An athlete's latest rejection (null when none)",
    query: userIdQuery,
    data: rejection.nullable(),
  }),
} as const satisfies Record<string, RouteDef>;
