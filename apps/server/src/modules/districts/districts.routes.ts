import { routes } from '@para/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { athletesOfDistricts } from './districts.queries.js';
import {
  appointSecretary,
  athleteRegistration,
  dashboard,
  removeSecretary,
  secretaries,
  sendAthleteDocument,
} from './districts.service.js';

/** The districts a secretary's request may reach, read from the account on this very request. */
const scopeOf = (request: FastifyRequest) => requireAuth(request).user.secretaryDistricts;

/** District units: appointing secretaries, and the secretaries' own view of their districts. */
export function districtsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.adminListDistrictSecretaries, async () => ({ data: await secretaries(ctx) }));

  addRoute(app, routes.adminAppointDistrictSecretary, async (request) => ({
    message: 'The account is now secretary of these districts.',
    data: await appointSecretary(ctx, requireAuth(request).user.id, request.body),
  }));

  addRoute(app, routes.adminRemoveDistrictSecretary, async (request) => ({
    message: 'The account is no longer a district secretary.',
    data: await removeSecretary(ctx, requireAuth(request).user.id, request.params.userId),
  }));

  addRoute(app, routes.districtDashboard, async (request) => ({
    data: await dashboard(ctx, scopeOf(request)),
  }));

  addRoute(app, routes.districtAthletes, async (request) => ({
    data: await athletesOfDistricts(ctx.db, scopeOf(request), request.query),
  }));

  addRoute(app, routes.districtAthlete, async (request) => ({
    data: await athleteRegistration(ctx, scopeOf(request), request.params.userId),
  }));

  addRawRoute(app, routes.districtAthleteDocument, async (request, reply) =>
    sendAthleteDocument(ctx, scopeOf(request), request.params, reply),
  );
}
