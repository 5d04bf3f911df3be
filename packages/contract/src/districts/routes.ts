import { registrationData } from '../registration/schemas.js';
import { noData, route } from '../shared/route-def.js';
import {
  appointSecretaryBody,
  districtAthleteParams,
  districtAthletes,
  districtAthletesExportQuery,
  districtAthletesQuery,
  districtDashboard,
  districtDocumentParams,
  districtSecretaries,
  districtSecretary,
  secretaryParams,
} from './schemas.js';

const tag = 'districts';

/**
 * District units: the administrators appoint secretaries; a secretary sees and works on the athletes
 * whose registration names one of their districts, and nobody else (another district's athlete is a 404).
 */
export const districtRoutes = {
  adminListDistrictSecretaries: route({
    method: 'GET',
    path: '/api/admin/district-secretaries',
    access: 'admin',
    tag,
    summary: 'The district secretaries and their districts',
    data: districtSecretaries,
  }),
  adminAppointDistrictSecretary: route({
    method: 'POST',
    path: '/api/admin/district-secretaries',
    access: 'admin',
    tag,
    summary: 'Make an existing account the secretary of these districts (recorded in the audit log)',
    body: appointSecretaryBody,
    data: districtSecretary,
  }),
  adminRemoveDistrictSecretary: route({
    method: 'DELETE',
    path: '/api/admin/district-secretaries/:userId',
    access: 'admin',
    tag,
    summary: 'End an account’s secretary role at once, open sessions included',
    params: secretaryParams,
    data: noData,
  }),
  districtDashboard: route({
    method: 'GET',
    path: '/api/district/dashboard',
    access: 'secretary',
    tag,
    summary: 'Counts of registrations and entries in each of the secretary’s districts',
    data: districtDashboard,
  }),
  districtAthletes: route({
    method: 'GET',
    path: '/api/district/athletes',
    access: 'secretary',
    tag,
    summary: 'The athletes of the secretary’s districts, by district, status and search',
    query: districtAthletesQuery,
    data: districtAthletes,
  }),
  districtAthletesExport: route({
    method: 'GET',
    path: '/api/district/athletes/export',
    access: 'secretary',
    tag,
    summary: 'The filtered athletes of the secretary’s districts as CSV or Excel',
    query: districtAthletesExportQuery,
    data: noData,
    file: true,
  }),
  districtAthlete: route({
    method: 'GET',
    path: '/api/district/athletes/:userId',
    access: 'secretary',
    tag,
    summary: 'One athlete’s registration; an athlete of another district is not found',
    params: districtAthleteParams,
    data: registrationData,
  }),
  districtAthleteDocument: route({
    method: 'GET',
    path: '/api/district/athletes/:userId/documents/:documentId',
    access: 'secretary',
    tag,
    summary: 'The file of one of an athlete’s documents, to a secretary of the athlete’s district',
    params: districtDocumentParams,
    data: noData,
    file: true,
  }),
} as const;
