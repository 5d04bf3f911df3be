import { type RouteDef, route } from '../shared/route-def.js';
import {
  associationSettings,
  associationSettingsBody,
  auditList,
  auditQuery,
  dashboardStats,
} from './schemas.js';

const tag = 'admin';

export const adminRoutes = {
  adminGetSettings: route({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    tag,
    summary: "The association's settings",
    data: associationSettings,
  }),
  adminUpdateSettings: route({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    tag,
    summary: "Change the association's settings (recorded in the audit log)",
    body: associationSettingsBody,
    data: associationSettings,
  }),
  adminAuditLog: route({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    tag,
    summary: 'Every administrative write, newest first, filterable',
    query: auditQuery,
    data: auditList,
  }),
  adminDashboard: route({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    tag,
    summary: "Today's counts, payments in rupees, registrations by district, sport and week, latest actions",
    data: dashboardStats,
  }),
} as const satisfies Record<string, RouteDef>;
