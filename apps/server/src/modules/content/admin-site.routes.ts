import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRoute } from '../../lib/route.js';
import {
  createFaq,
  createUnit,
  faqForAdministrators,
  markMessageHandled,
  messagesPage,
  pageForEditing,
  removeFaq,
  removeUnit,
  savePage,
  saveSiteContact,
  updateFaqEntry,
  updateUnitDetails,
} from './admin-site.service.js';
import { editableContentRoutes } from './editable-routes.js';

/** Administrators: district units, FAQ, pages, contact details and contact messages. */
export function adminSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  editableContentRoutes(app, ctx, {
    routes: {
      create: routes.adminUnitCreate,
      update: routes.adminUnitUpdate,
      remove: routes.adminUnitDelete,
    },
    create: createUnit,
    update: updateUnitDetails,
    remove: removeUnit,
    saved: 'The district unit has been saved.',
    deleted: 'The district unit has been deleted.',
  });

  addRoute(app, routes.adminFaqList, async () => ({ data: await faqForAdministrators(ctx) }));

  editableContentRoutes(app, ctx, {
    routes: { create: routes.adminFaqCreate, update: routes.adminFaqUpdate, remove: routes.adminFaqDelete },
    create: createFaq,
    update: updateFaqEntry,
    remove: removeFaq,
    saved: 'The question has been saved.',
    deleted: 'The question has been deleted.',
  });

  addRoute(app, routes.adminPageGet, async (request) => ({
    data: await pageForEditing(ctx, request.params.key),
  }));

  addRoute(app, routes.adminPageUpdate, async (request) => ({
    message: 'The page has been saved.',
    data: await savePage(ctx, actorOf(request), request.params.key, request.body),
  }));

  addRoute(app, routes.adminSiteUpdate, async (request) => ({
    message: 'The contact details have been saved.',
    data: await saveSiteContact(ctx, actorOf(request), request.body),
  }));

  addRoute(app, routes.adminMessagesList, async (request) => {
    const { page, pageSize, handled } = request.query;
    const handledFilter = handled === undefined ? undefined : handled === 'true';
    return { data: await messagesPage(ctx, handledFilter, page, pageSize) };
  });

  addRoute(app, routes.adminMessageHandled, async (request) => {
    const { handled } = request.body;
    return {
      message: handled ? 'Marked as handled.' : 'Marked as not handled.',
      data: await markMessageHandled(ctx, actorOf(request), request.params.id, handled),
    };
  });
}
