import type { RouteObject } from 'react-router';

// Administration screens beyond the SPEC's list (issue "Administration"), e.g. /admin/audit-log and
// the review screen of one registration. route-tree.tsx mounts them under /admin.
export const adminExtraRoutes: RouteObject[] = [];
