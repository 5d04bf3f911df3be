import type { RouteDef } from './route-def.js';

/** Public site content (news, events, district units, FAQ, pages, contact) — issue "Public site". */
export const contentRoutes = {} as const satisfies Record<string, RouteDef>;
