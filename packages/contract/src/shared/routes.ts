import type { z } from 'zod';
import { accreditationRoutes } from '../accreditation/routes.js';
import { adminRoutes } from '../admin/routes.js';
import { adminUsersRoutes } from '../admin-users/routes.js';
import { archiveRoutes } from '../archive/routes.js';
import { authRoutes } from '../auth/routes.js';
import { certificateRoutes } from '../certificates/routes.js';
import { competitionRoutes } from '../competitions/routes.js';
import { contentRoutes } from '../content/routes.js';
import { districtAssistanceRoutes } from '../districts/assistance-routes.js';
import { districtEntryRoutes } from '../districts/entry-routes.js';
import { districtRoutes } from '../districts/routes.js';
import { noticeRoutes } from '../notices/routes.js';
import { paymentAdminRoutes } from '../payments/admin-routes.js';
import { paymentRoutes } from '../payments/routes.js';
import { recordRoutes } from '../records/routes.js';
import { registrationRoutes } from '../registration/routes.js';
import { reviewQueueRoutes } from '../registration-review/queue-routes.js';
import { registrationReviewRoutes } from '../registration-review/routes.js';
import { manualResultRoutes } from '../results/manual.js';
import { publicResultRoutes } from '../results/public.js';
import { resultRoutes } from '../results/routes.js';
import { selectionRoutes } from '../selections/routes.js';
import { teamCardRoutes } from '../selections/team-card-routes.js';
import { systemRoutes } from '../system/routes.js';

/**
 * Every API route the server serves: each feature's table, in one object both the server and the web
 * app use. A feature's table joins when its server module does.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...adminUsersRoutes,
  ...contentRoutes,
  ...registrationRoutes,
  ...paymentRoutes,
  ...paymentAdminRoutes,
  ...adminRoutes,
  ...reviewQueueRoutes,
  ...registrationReviewRoutes,
  ...competitionRoutes,
  ...resultRoutes,
  ...manualResultRoutes,
  ...publicResultRoutes,
  ...certificateRoutes,
  ...recordRoutes,
  ...archiveRoutes,
  ...accreditationRoutes,
  ...districtRoutes,
  ...districtAssistanceRoutes,
  ...districtEntryRoutes,
  ...selectionRoutes,
  ...teamCardRoutes,
  ...noticeRoutes,
} as const;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
export type RouteBody<K extends RouteKey> = Routes[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;
export type RouteQuery<K extends RouteKey> = Routes[K] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;
export type RouteData<K extends RouteKey> = z.output<Routes[K]['data']>;
