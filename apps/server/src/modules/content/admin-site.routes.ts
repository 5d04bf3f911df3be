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

/** Administrators: district units, FAQ, pages, contact details and contact messages. */
export function adminSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  addRoute(app, routes.adminUnitCreate, async (request) => ({
    message: 'The district unit has been saved.',
    data: await createUnit(ctx, actorOf(request), request.body),
  }));

  addRoute(app, routes.adminUnitUpdate, async (request) => ({
    message: 'The district unit has been saved.',
    data: await updateUnitDetails(ctx, actorOf(request), request.params.id, request.body),
  }));

  addRoute(app, routes.adminUnitDelete, async (request) => ({
    message: 'The district unit has been deleted.',
    data: { _id: await removeUnit(ctx, actorOf(request), request.params.id) },
  }));

  addRoute(app, routes.adminFaqList, async () => ({ data: await faqForAdministrators(ctx) }));

  addRoute(app, routes.adminFaqCreate, async (request) => ({
    message: 'The question has been saved.',
    data: await createFaq(ctx, actorOf(request), request.body),
  }));

  addRoute(app, routes.adminFaqUpdate, async (request) => ({
    message: 'The question has been saved.',
    data: await updateFaqEntry(ctx, actorOf(request), request.params.id, request.body),
  }));

  addRoute(app, routes.adminFaqDelete, async (request) => ({
    message: 'The question has been deleted.',
    data: { _id: await removeFaq(ctx, actorOf(request), request.params.id) },
  }));

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
