import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { addRoute } from '../../lib/route.js';
import {
  createEvent,
  createNews,
  eventForEditing,
  eventsForAdministrators,
  newsForAdministrators,
  newsForEditing,
  removeEvent,
  removeNews,
  saveNewsCover,
  updateEventDetails,
  updateNewsArticle,
} from './admin-news-events.service.js';

/** Administrators: news articles (with covers) and public events. */
export function adminNewsEventsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  addRoute(app, routes.adminNewsList, async () => ({ data: await newsForAdministrators(ctx) }));

  addRoute(app, routes.adminNewsGet, async (request) => ({
    data: await newsForEditing(ctx, request.params.id),
  }));

  addRoute(app, routes.adminNewsCreate, async (request) => ({
    message: 'The article has been saved.',
    data: await createNews(ctx, actorOf(request), request.body),
  }));

  addRoute(app, routes.adminNewsUpdate, async (request) => ({
    message: 'The article has been saved.',
    data: await updateNewsArticle(ctx, actorOf(request), request.params.id, request.body),
  }));

  addRoute(app, routes.adminNewsDelete, async (request) => ({
    message: 'The article has been deleted.',
    data: { _id: await removeNews(ctx, actorOf(request), request.params.id) },
  }));

  addRoute(app, routes.adminNewsCover, async (request) => {
    const actor = actorOf(request);
    if (!request.isMultipart()) {
      throw badRequest('Send the image as a multipart/form-data upload.', null, 'COVER_FILE_MISSING');
    }
    const readUpload = async () => {
      const part = await request.file();
      if (!part) throw badRequest('Choose an image to upload.', null, 'COVER_FILE_MISSING');
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw badRequest('The file is too large: the limit is 5 MB.', null, 'COVER_TOO_LARGE');
      }
      return bytes;
    };
    return {
      message: 'The cover image has been saved.',
      data: await saveNewsCover(ctx, actor, request.params.id, readUpload),
    };
  });

  addRoute(app, routes.adminEventsList, async () => ({ data: await eventsForAdministrators(ctx) }));

  addRoute(app, routes.adminEventGet, async (request) => ({
    data: await eventForEditing(ctx, request.params.id),
  }));

  addRoute(app, routes.adminEventCreate, async (request) => ({
    message: 'The event has been saved.',
    data: await createEvent(ctx, actorOf(request), request.body),
  }));

  addRoute(app, routes.adminEventUpdate, async (request) => ({
    message: 'The event has been saved.',
    data: await updateEventDetails(ctx, actorOf(request), request.params.id, request.body),
  }));

  addRoute(app, routes.adminEventDelete, async (request) => ({
    message: 'The event has been deleted.',
    data: { _id: await removeEvent(ctx, actorOf(request), request.params.id) },
  }));
}
