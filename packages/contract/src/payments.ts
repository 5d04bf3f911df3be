import type { RouteDef } from './route-def.js';

/** Registration fee and payments — issue "Athlete registration". */
export const paymentRoutes = {} as const satisfies Record<string, RouteDef>;
