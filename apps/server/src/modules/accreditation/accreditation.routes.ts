import { routes } from '@para/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { sendStoredFile } from '../registration/documents.js';
import {
  addStaffCard,
  checkToken,
  competitionCards,
  listCompetitionsWithCards,
  myCard,
  myCards,
  reprintCard,
  revokeCard,
} from './accreditation.service.js';
import { cardPdfOf, sheetPdfOf } from './printing.js';

const sendPdf = (reply: FastifyReply, bytes: Uint8Array, fileName: string) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes));

/** Accreditation cards: administrators' list and actions, the athlete's own cards, the gate's check. */
export function accreditationRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.accreditationCompetitions, async () => ({
    data: await listCompetitionsWithCards(ctx),
  }));
  addRoute(app, routes.accreditationCards, async (request) => ({
    data: await competitionCards(ctx, request.params.formId),
  }));
  addRawRoute(app, routes.addAccreditationCard, async (request, reply) => {
    const data = await addStaffCard(ctx, requireAuth(request).user.id, request.params.formId, request);
    return reply.status(201).send({ success: true, message: `Card ${data.number} added.`, data });
  });
  addRoute(app, routes.revokeAccreditationCard, async (request) => {
    const data = await revokeCard(
      ctx,
      requireAuth(request).user.id,
      request.params.cardId,
      request.body.reason,
    );
    return { message: `Card ${data.number} is revoked.`, data };
  });
  addRoute(app, routes.reprintAccreditationCard, async (request) => {
    const data = await reprintCard(ctx, requireAuth(request).user.id, request.params.cardId);
    return { message: `Card ${data.number} is ready to print again (print ${data.version}).`, data };
  });
  addRawRoute(app, routes.accreditationCardPdf, async (request, reply) => {
    const file = await cardPdfOf(ctx, request.params.cardId);
    return sendPdf(reply, file.bytes, file.fileName);
  });
  addRawRoute(app, routes.accreditationSheetPdf, async (request, reply) => {
    const file = await sheetPdfOf(ctx, request.params.formId);
    return sendPdf(reply, file.bytes, file.fileName);
  });
  addRoute(app, routes.myAccreditationCards, async (request) => ({
    data: await myCards(ctx, requireAuth(request).user.id),
  }));
  addRawRoute(app, routes.myAccreditationCardPdf, async (request, reply) => {
    const row = await myCard(ctx, requireAuth(request).user.id, request.params.cardId);
    const file = await cardPdfOf(ctx, row.card.id);
    return sendPdf(reply, file.bytes, file.fileName);
  });
  addRoute(app, routes.checkAccreditation, async (request) => ({
    data: (await checkToken(ctx, request.params.token)).check,
  }));
  addRawRoute(app, routes.accreditationPhoto, async (request, reply) => {
    const { photoKey } = await checkToken(ctx, request.params.token);
    if (!photoKey) throw notFound('No photo for this card.');
    return sendStoredFile(ctx, reply, photoKey, 'image/jpeg', 'photo.jpg');
  });
}
