import type { RouteObject } from 'react-router';

// Routes of the public site's content (issue "Public site"): extra public pages and the
// administrators' content screens under /admin/content. Owned by that feature; route-tree.tsx
// only mounts these lists.

/** Public pages beyond the SPEC's list, e.g. /upcoming-events/:id, /news/:slug, /accessibility. */
export const contentPublicRoutes: RouteObject[] = [];

/** Children of /admin, e.g. content/news. */
export const contentAdminRoutes: RouteObject[] = [];
