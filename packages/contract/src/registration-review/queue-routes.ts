import { z } from 'zod';
import {
  registrationData,
  registrationPage1,
  registrationPage2,
  registrationPage3,
} from '../registration/schemas.js';
import { type RouteDef, route } from '../shared/route-def.js';
import {
  adminRegistrationPageBody,
  registrationsQueue,
  registrationsQueueQuery,
  searchUidQuery,
  uidSearchResult,
} from './queue-schemas.js';

const tag = 'admin';

/** The review queue, an administrator's corrections of a registration\'s pages, and the search by UID. */
export const reviewQueueRoutes = {
  adminGetUsersRegistrationsList: route({
    method: 'GET',
    path: '/api/admin/get-users-registrations-list',
    access: 'admin',
    tag,
    summary:
      'Review queue: paid, submitted registrations oldest first (or decided ones), by district and sport',
    query: registrationsQueueQuery,
    data: registrationsQueue,
  }),
  adminUpdateRegistrationPage1: route({
    method: 'POST',
    path: '/api/admin/update-registration-page-1',
    access: 'admin',
    tag,
    summary: "Edit an athlete's page 1; the changed fields are recorded in the audit log",
    body: adminRegistrationPageBody(registrationPage1),
    data: registrationData,
  }),
  adminUpdateRegistrationPage2: route({
    method: 'POST',
    path: '/api/admin/update-registration-page-2',
    access: 'admin',
    tag,
    summary: "Edit an athlete's page 2; the changed fields are recorded in the audit log",
    body: adminRegistrationPageBody(registrationPage2),
    data: registrationData,
  }),
  adminUpdateRegistrationPage3: route({
    method: 'POST',
    path: '/api/admin/update-registration-page-3',
    access: 'admin',
    tag,
    summary: "Edit an athlete's page 3; the changed fields are recorded in the audit log",
    body: adminRegistrationPageBody(registrationPage3),
    data: registrationData,
  }),
  adminSearchUid: route({
    method: 'GET',
    path: '/api/admin/search-uid',
    access: 'admin',
    tag,
    summary: 'Athletes whose UID contains the text typed',
    query: searchUidQuery,
    data: z.array(uidSearchResult),
  }),
} as const satisfies Record<string, RouteDef>;
