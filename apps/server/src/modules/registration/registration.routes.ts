import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { sendDocument, sendStoredFile, uploadDocument } from './documents.js';
import { identityCardOf, verifyCard } from './id-card.js';
import { identityCardPdf } from './id-card-pdf.js';
import { registrationOptions } from './reference.js';
import { finalize, loadRegistrationData, rejectionFor, savePage } from './registration.service.js';

const ASSOCIATION = 'Para Sports Association';

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Athlete registration pages, documents, status and identity card. */
export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.registrationOptions, async () => ({ data: await registrationOptions(ctx.db) }));

  addRoute(app, routes.getUserRegistrationData, async (request) => ({
    data: await loadRegistrationData(ctx.db, requireAuth(request).user),
  }));

  // Each page has an address under /api/user/ and another under /api/user/shared/; both save the caller's own page.
  for (const def of [routes.updateRegistrationPage1, routes.sharedUpdateRegistrationPage1]) {
    addRoute(app, def, async (request) => ({
      message: 'Page 1 saved.',
      data: await savePage(ctx, requireAuth(request).user, 1, request.body),
    }));
  }
  for (const def of [routes.updateRegistrationPage2, routes.sharedUpdateRegistrationPage2]) {
    addRoute(app, def, async (request) => ({
      message: 'Page 2 saved.',
      data: await savePage(ctx, requireAuth(request).user, 2, request.body),
    }));
  }
  for (const def of [routes.updateRegistrationPage3, routes.sharedUpdateRegistrationPage3]) {
    addRoute(app, def, async (request) => ({
      message: 'Page 3 saved.',
      data: await savePage(ctx, requireAuth(request).user, 3, request.body),
    }));
  }

  addRawRoute(app, routes.uploadRegistrationDocument, async (request, reply) => {
    const document = await uploadDocument(ctx, requireAuth(request).user, request);
    return reply.status(201).send({ success: true, message: 'The file has been uploaded.', data: document });
  });

  addRawRoute(app, routes.getRegistrationDocument, async (request, reply) =>
    sendDocument(ctx, requireAuth(request), request.params.documentId, reply),
  );

  addRoute(app, routes.finalizeRegistration, async (request) => ({
    message: 'Your registration has been submitted.',
    data: await finalize(ctx, requireAuth(request).user),
  }));

  addRoute(app, routes.getRegistrationRejectionData, async (request) => ({
    data: await rejectionFor(ctx.db, requireAuth(request).user.id),
  }));

  addRoute(app, routes.getIdentityCard, async (request) => ({
    data: (await identityCardOf(ctx, requireAuth(request).user)).card,
  }));

  addRawRoute(app, routes.getIdentityCardPdf, async (request, reply) => {
    const facts = await identityCardOf(ctx, requireAuth(request).user);
    const photo = facts.photoKey ? await streamToBuffer(ctx.storage.read(facts.photoKey)) : undefined;
    const bytes = await identityCardPdf(facts.card, photo, ASSOCIATION);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="identity-card-${facts.card.uid}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes));
  });

  addRawRoute(app, routes.getIdentityCardPhoto, async (request, reply) => {
    const facts = await identityCardOf(ctx, requireAuth(request).user);
    if (!facts.photoKey) throw notFound('No photo on this card.');
    return sendStoredFile(ctx, reply, facts.photoKey, 'image/jpeg', 'photo.jpg');
  });

  addRoute(app, routes.verifyCard, async (request) => ({
    data: (await verifyCard(ctx, request.params.code)).verification,
  }));

  addRawRoute(app, routes.verifyCardPhoto, async (request, reply) => {
    const { photoKey } = await verifyCard(ctx, request.params.code);
    if (!photoKey) throw notFound('No photo for this card.');
    return sendStoredFile(ctx, reply, photoKey, 'image/jpeg', 'photo.jpg');
  });
}
