import { z } from 'zod';
import { type RouteDef, route } from '../shared/route-def.js';

export const systemRoutes = {
  health: route({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'system',
    summary: 'Liveness and database check',
    data: z.object({ status: z.literal('ok') }),
  }),
} as const satisfies Record<string, RouteDef>;
