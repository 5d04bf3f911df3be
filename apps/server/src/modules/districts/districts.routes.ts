import { fillPath, routes } from '@para/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { networkKey } from '../../lib/network-key.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { istText } from '../payments/export.js';
import { districtAssistanceRoutes } from './assistance.routes.js';
import { districtRegistration, finalizeFor, registerAthlete, savePageFor, uploadFor } from './assisted.js';
import { closeCamp, openCamp, openCamps } from './camps.js';
import { sendReceipt, takeCashFee } from './cash-fee.js';
import { allAthletesOfDistricts, athletesOfDistricts } from './districts.queries.js';
import {
  appointSecretary,
  dashboard,
  removeSecretary,
  secretaries,
  sendAthleteDocument,
} from './districts.service.js';
import { sendAthletesFile } from './export.js';
import { issueTakeoverCode, takeOver } from './takeover.js';
import { teamEntriesRoutes } from './team-entries.routes.js';

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

  addRoute(app, routes.districtAthlete, async (request) => {
    const { userId } = request.params;
    const documentUrl = (documentId: string) =>
      fillPath(routes.districtAthleteDocument.path, { userId, documentId });
    return { data: await districtRegistration(ctx, requireAuth(request).user, userId, documentUrl) };
  });

  addRoute(app, routes.districtRegisterAthlete, async (request) => ({
    message: 'The athlete’s account has been created.',
    data: await registerAthlete(ctx, requireAuth(request).user, request.body),
  }));

  const pages = [
    [routes.districtSavePage1, 1],
    [routes.districtSavePage2, 2],
    [routes.districtSavePage3, 3],
  ] as const;
  for (const [def, page] of pages) {
    addRoute(app, def, async (request) => {
      const secretary = requireAuth(request).user;
      const { userId } = request.params;
      await savePageFor(ctx, secretary, userId, page, request.body as never);
      const documentUrl = (documentId: string) =>
        fillPath(routes.districtAthleteDocument.path, { userId, documentId });
      return {
        message: `Page ${page} saved.`,
        data: await districtRegistration(ctx, secretary, userId, documentUrl),
      };
    });
  }

  addRawRoute(app, routes.districtUploadDocument, async (request, reply) => {
    const document = await uploadFor(ctx, requireAuth(request).user, request.params.userId, request);
    const url = fillPath(routes.districtAthleteDocument.path, {
      userId: request.params.userId,
      documentId: document._id,
    });
    return reply
      .status(201)
      .send({ success: true, message: 'The file has been uploaded.', data: { ...document, url } });
  });

  addRoute(app, routes.districtFinalize, async (request) => ({
    message: 'The registration has been submitted.',
    data: await finalizeFor(ctx, requireAuth(request).user, request.params.userId),
  }));

  addRawRoute(app, routes.districtAthleteDocument, async (request, reply) =>
    sendAthleteDocument(ctx, scopeOf(request), request.params, reply),
  );

  addRoute(app, routes.districtTakeoverCode, async (request) => ({
    message: 'A new take-over code; any earlier code no longer works.',
    data: await issueTakeoverCode(ctx, requireAuth(request).user, request.params.userId),
  }));

  addRoute(app, routes.takeOverAccount, async (request) => ({
    message: 'The account is yours now. Sign in with your e-mail address and password.',
    data: await takeOver(ctx, networkKey(request.ip), request.body),
  }));

  addRoute(app, routes.districtCamps, async (request) => ({
    data: await openCamps(ctx, requireAuth(request).user),
  }));

  addRoute(app, routes.districtOpenCamp, async (request) => ({
    message: 'The camp is open on this network.',
    data: await openCamp(ctx, requireAuth(request).user, networkKey(request.ip), request.body),
  }));

  addRoute(app, routes.districtCloseCamp, async (request) => ({
    message: 'The camp is closed.',
    data: await closeCamp(ctx, requireAuth(request).user, request.params.campId),
  }));

  addRoute(app, routes.districtCashFee, async (request) => ({
    message: 'The fee is recorded as paid in cash; the receipt is ready.',
    data: await takeCashFee(ctx, requireAuth(request).user, request.params.userId, request.body),
  }));

  addRawRoute(app, routes.districtReceipt, async (request, reply) =>
    sendReceipt(ctx, requireAuth(request).user, request.params, reply),
  );

  districtAssistanceRoutes(app, ctx);
  teamEntriesRoutes(app, ctx);
}
