import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { readerLanguage } from '../competitions/mail.js';
import { startList } from '../competitions/start-list.js';
import { enterTeam, teamOrder, verifyTeamPayment } from './team-entries.js';
import {
  districtEntryForms,
  districtFormEntries,
  districtResults,
  listedForm,
  teamEligibility,
} from './team-views.js';

/** District entries: the secretary's team entries, their one payment, the district's entries and results. */
export function teamEntriesRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.districtEntryForms, async (request) => ({
    data: await districtEntryForms(ctx, requireAuth(request).user.secretaryDistricts),
  }));

  addRoute(app, routes.districtTeamEligibility, async (request) => ({
    data: await teamEligibility(ctx, requireAuth(request).user.secretaryDistricts, request.params.formId),
  }));

  addRoute(app, routes.districtFormEntries, async (request) => ({
    data: await districtFormEntries(ctx, requireAuth(request).user, request.params.formId),
  }));

  addRawRoute(app, routes.districtStartList, async (request, reply) => {
    await listedForm(ctx, request.params.formId);
    const file = await startList(ctx, request.params.formId, request.query);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  addRoute(app, routes.districtResults, async (request) => ({
    data: await districtResults(ctx, requireAuth(request).user.secretaryDistricts, request.params.formId),
  }));

  addRoute(app, routes.districtEnterTeam, async (request) => {
    const language = readerLanguage(request.headers.cookie, request.headers['accept-language']);
    const result = await enterTeam(ctx, requireAuth(request).user, request.body, language);
    return {
      message:
        result.amountPaise > 0
          ? 'The team is entered. Please pay the fees with one payment.'
          : 'The team is entered; the entries are confirmed.',
      data: result,
    };
  });

  addRoute(app, routes.districtTeamPaymentOrder, async (request) => ({
    data: await teamOrder(ctx, requireAuth(request).user, request.params.teamId),
  }));

  addRoute(app, routes.districtVerifyTeamPayment, async (request) => ({
    message: 'Thank you. The team’s entry fees have been received.',
    data: await verifyTeamPayment(ctx, requireAuth(request).user, request.body),
  }));
}
