import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { entryFile, teamPdf } from './exports.js';
import { myInvitations, respond, settleLapsed } from './invitations.js';
import { nominate, ratify, returnNomination } from './nomination.js';
import { districtSelections, publicTeam, publicTeams } from './public-team.js';
import { selectionById } from './selections.queries.js';
import {
  addExternalMark,
  createSelection,
  listSelections,
  previewStandards,
  putStandards,
  selectionDetail,
} from './selections.service.js';
import { shortlistView } from './shortlist.js';
import { addSupportMember, addTeamDocument, setTeamNeeds, teamView } from './team.js';
import { teamCardRoutes } from './team-cards.routes.js';

/** National team selection (issue 26): administrators, the invited athlete, secretaries and the public. */
export function selectionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;
  /** The selection as it stands now: invitations past their date have lapsed and rolled down first. */
  const settled = async (id: string) => {
    await selectionById(ctx.db, id);
    await settleLapsed(ctx, [id]);
    return selectionById(ctx.db, id);
  };

  addRoute(app, routes.createSelection, async (request) => ({
    message: 'The selection is created.',
    data: await createSelection(ctx, adminOf(request), request.body),
  }));
  addRoute(app, routes.selections, async () => ({ data: await listSelections(ctx) }));
  addRoute(app, routes.selection, async (request) => ({
    data: await selectionDetail(ctx.db, await settled(request.params.id), adminOf(request)),
  }));
  addRoute(app, routes.putStandards, async (request) => ({
    message: 'The standards are saved.',
    data: await putStandards(ctx, adminOf(request), request.params.id, request.body),
  }));
  addRawRoute(app, routes.previewStandards, async (request, reply) => {
    const data = await previewStandards(ctx, request.params.id, request);
    return reply.send({
      success: true,
      message: data.errors.length > 0 ? `${data.errors.length} rows need correcting.` : 'The file is read.',
      data,
    });
  });
  addRoute(app, routes.addExternalMark, async (request) => {
    await addExternalMark(ctx, adminOf(request), request.params.id, request.body);
    return { message: 'The mark is added.', data: null };
  });
  addRoute(app, routes.shortlist, async (request) => ({
    data: await shortlistView(ctx.db, await settled(request.params.id)),
  }));
  addRoute(app, routes.nominate, async (request) => ({
    message: 'The nomination is sent for ratification.',
    data: await nominate(ctx, adminOf(request), request.params.id, request.body),
  }));
  addRoute(app, routes.ratify, async (request) => ({
    message: 'The nomination is ratified and the athletes are invited.',
    data: await ratify(ctx, adminOf(request), request.params.id),
  }));
  addRoute(app, routes.returnNomination, async (request) => ({
    message: 'The nomination is returned to the selectors.',
    data: await returnNomination(ctx, adminOf(request), request.params.id, request.body.reason),
  }));
  addRoute(app, routes.team, async (request) => {
    const selection = await settled(request.params.id);
    return { data: { selectionId: selection.id, members: await teamView(ctx, selection) } };
  });
  addRawRoute(app, routes.addSupportMember, async (request, reply) => {
    const data = await addSupportMember(ctx, adminOf(request), request.params.id, request);
    return reply.status(201).send({ success: true, message: 'The member is added to the team.', data });
  });
  addRawRoute(app, routes.addTeamDocument, async (request, reply) => {
    const data = await addTeamDocument(
      ctx,
      adminOf(request),
      request.params.id,
      request.params.memberId,
      request,
    );
    return reply.send({ success: true, message: 'The document is kept.', data });
  });
  addRoute(app, routes.setTeamNeeds, async (request) => ({
    message: 'The needs are saved.',
    data: await setTeamNeeds(ctx, adminOf(request), request.params.id, request.params.memberId, request.body),
  }));
  addRawRoute(app, routes.teamPdf, async (request, reply) => {
    const selection = await settled(request.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="team-${selection.startDate}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(await teamPdf(ctx, selection));
  });
  addRawRoute(app, routes.entryFile, async (request, reply) => {
    const selection = await settled(request.params.id);
    const file = await entryFile(ctx, selection, request.query.format);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
  addRoute(app, routes.myInvitations, async (request) => ({
    data: await myInvitations(ctx, requireAuth(request).user.id),
  }));
  addRoute(app, routes.respondInvitation, async (request) => ({
    message: request.body.accept ? 'You have accepted your place.' : 'You have declined the place.',
    data: await respond(ctx, requireAuth(request).user.id, request.params.id, request.body.accept),
  }));
  addRoute(app, routes.districtSelections, async (request) => ({
    data: await districtSelections(ctx, requireAuth(request).user.secretaryDistricts),
  }));
  addRoute(app, routes.publicTeams, async () => ({ data: await publicTeams(ctx) }));
  addRoute(app, routes.publicTeam, async (request) => ({ data: await publicTeam(ctx, request.params.id) }));
  teamCardRoutes(app, ctx);
}
