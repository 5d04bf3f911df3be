import type { RouteDef } from './route-def.js';

/** Athlete registration (pages 1-3, documents, status, identity card) — issue "Athlete registration". */
export const registrationRoutes = {} as const satisfies Record<string, RouteDef>;
