import type { RouteObject } from 'react-router';

// Routes of athlete registration beyond the SPEC's list (issue "Athlete registration"): the public
// identity-card check /verify/:code and the test gateway's checkout page. route-tree.tsx mounts them.

/** Public pages (no login needed). */
export const registrationPublicRoutes: RouteObject[] = [];
