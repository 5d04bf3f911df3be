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
import { editableContentRoutes } from './editable-routes.js';

/** Administrators: news articles (with covers) and public events. */
export function adminNewsEventsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  addRoute(app, routes.adminNewsList, async () => ({ data: await newsForAdministrators(ctx) }));

  addRoute(app, routes.adminNewsGet, async (request) => ({
    data: await newsForEditing(ctx, request.params.id),
  }));

  editableContentRoutes(app, ctx, {
    routes: {
      create: routes.adminNewsCreate,
      update: routes.adminNewsUpdate,
      remove: routes.adminNewsDelete,
    },
    create: createNews,
    update: updateNewsArticle,
    remove: removeNews,
    saved: 'The article has been saved.',
    deleted: 'The article has been deleted.',
  });

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

  editableContentRoutes(app, ctx, {
    routes: {
      create: routes.adminEventCreate,
      update: routes.adminEventUpdate,
      remove: routes.adminEventDelete,
    },
    create: createEvent,
    update: updateEventDetails,
    remove: removeEvent,
    saved: 'The event has been saved.',
    deleted: 'The event has been deleted.',
  });
}
