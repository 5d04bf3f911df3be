import { routes } from '@para/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { istText } from '../payments/export.js';
import { allAthletesOfDistricts, athletesOfDistricts } from './districts.queries.js';
import {
  appointSecretary,
  athleteRegistration,
  dashboard,
  removeSecretary,
  secretaries,
  sendAthleteDocument,
} from './districts.service.js';
import { sendAthletesFile } from './export.js';

/** A district's list fits many times over; the cap only stops a runaway file. */
const EXPORT_LIMIT = 20_000;

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

  addRawRoute(app, routes.districtAthletesExport, async (request, reply) => {
    const { format, ...filters } = request.query;
    const rows = await allAthletesOfDistricts(ctx.db, scopeOf(request), filters, EXPORT_LIMIT);
    return sendAthletesFile(reply, rows, format, istText(ctx.clock.now().toISOString()).slice(0, 10));
  });

  addRoute(app, routes.districtAthlete, async (request) => ({
    data: await athleteRegistration(ctx, scopeOf(request), request.params.userId),
  }));

  addRawRoute(app, routes.districtAthleteDocument, async (request, reply) =>
    sendAthleteDocument(ctx, scopeOf(request), request.params, reply),
  );
}
