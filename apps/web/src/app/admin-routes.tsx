import type { RouteObject } from 'react-router';

// Administration screens beyond the SPEC's list (issue "Administration"): the audit log and the review
// screen of one registration. route-tree.tsx mounts them under /admin.
export const adminExtraRoutes: RouteObject[] = [
  {
    path: 'audit-log',
    lazy: async () => ({ Component: (await import('../routes/admin/audit-log')).default }),
  },
  {
    path: 'registrations/:userId',
    lazy: async () => ({ Component: (await import('../routes/admin/registration-review')).default }),
  },
];
