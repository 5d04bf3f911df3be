import { routes } from '@para/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { settleLapsed } from './invitations.js';
import { selectionById } from './selections.queries.js';
import { teamView } from './team.js';
import {
  districtTeamCardPdf,
  districtTeamCards,
  issueTeamCards,
  removeTeamMember,
  teamCardPdf,
  teamCardsPdf,
} from './team-cards.js';

const sendPdf = (reply: FastifyReply, file: { bytes: Uint8Array; fileName: string }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));

/** The team's championship accreditation cards, and taking a member off the team (decision 40). */
export function teamCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;
  const teamOf = async (id: string) => {
    await settleLapsed(ctx, [id]);
    const selection = await selectionById(ctx.db, id);
    return { selectionId: selection.id, members: await teamView(ctx, selection) };
  };

  addRoute(app, routes.issueTeamCards, async (request) => {
    await issueTeamCards(ctx, adminOf(request), request.params.id);
    return { message: 'The team’s cards are issued.', data: await teamOf(request.params.id) };
  });
  addRoute(app, routes.issueTeamCard, async (request) => {
    const { id, memberId } = request.params;
    await issueTeamCards(ctx, adminOf(request), id, memberId);
    const member = (await teamOf(id)).members.find((item) => item._id === memberId);
    if (!member) throw new Error('team member missing after issuing their card');
    return { message: 'The card is issued.', data: member };
  });
  addRawRoute(app, routes.teamCardsPdf, async (request, reply) =>
    sendPdf(reply, await teamCardsPdf(ctx, request.params.id)),
  );
  addRawRoute(app, routes.teamCardPdf, async (request, reply) =>
    sendPdf(reply, await teamCardPdf(ctx, request.params.id, request.params.memberId)),
  );
  addRoute(app, routes.removeTeamMember, async (request) => {
    const { id, memberId } = request.params;
    await removeTeamMember(ctx, adminOf(request), id, memberId, request.body.reason);
    return { message: 'The member is taken off the team.', data: await teamOf(id) };
  });
  addRoute(app, routes.districtTeamCards, async (request) => ({
    data: await districtTeamCards(ctx, requireAuth(request).user.secretaryDistricts),
  }));
  addRawRoute(app, routes.districtTeamCardPdf, async (request, reply) => {
    const { id, memberId } = request.params;
    const districts = requireAuth(request).user.secretaryDistricts;
    return sendPdf(reply, await districtTeamCardPdf(ctx, districts, id, memberId));
  });
}
