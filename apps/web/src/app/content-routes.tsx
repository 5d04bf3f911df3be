import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

// Routes of the public site's content (issue "Public site"): extra public pages and the
// administrators' content screens under /admin/content. Owned by that feature; route-tree.tsx
// only mounts these lists.

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** Public pages beyond the SPEC's list. */
export const contentPublicRoutes: RouteObject[] = [
  { path: 'upcoming-events/:id', lazy: page(() => import('../routes/public/event-detail')) },
  { path: 'news/:slug', lazy: page(() => import('../routes/public/news-article')) },
  { path: 'accessibility', lazy: page(() => import('../routes/public/accessibility')) },
];

/** Children of /admin. */
export const contentAdminRoutes: RouteObject[] = [
  { path: 'content/news', lazy: page(() => import('../routes/admin/content/news')) },
  { path: 'content/news/:id', lazy: page(() => import('../routes/admin/content/news-editor')) },
  { path: 'content/events', lazy: page(() => import('../routes/admin/content/events')) },
  { path: 'content/events/:id', lazy: page(() => import('../routes/admin/content/event-editor')) },
  { path: 'content/district-units', lazy: page(() => import('../routes/admin/content/district-units')) },
  { path: 'content/faq', lazy: page(() => import('../routes/admin/content/faq')) },
  { path: 'content/pages', lazy: page(() => import('../routes/admin/content/pages')) },
  { path: 'content/site', lazy: page(() => import('../routes/admin/content/site')) },
  { path: 'content/messages', lazy: page(() => import('../routes/admin/content/messages')) },
];
