import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { addRoute } from '../../lib/route.js';
import { findUserById } from '../auth/index.js';
import { loadRegistrationData, rejectionFor } from '../registration/registration.service.js';
import { reviewDocumentRoutes } from './documents.routes.js';
import { registrationsQueue } from './queue.js';
import { adminSavePage } from './registration-edit.js';
import { approveRegistration, rejectRegistration } from './registration-review.service.js';
import { searchUid } from './uid-search.js';

/** The administrators' review of registrations: the queue, a registration's pages and documents, corrections, the decision. */
export function registrationReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.adminGetUsersRegistrationsList, async (request) => ({
    data: await registrationsQueue(ctx.db, request.query),
  }));

  addRoute(app, routes.adminGetUserRegistrationsData, async (request) => {
    const user = await findUserById(ctx.db, request.query.userId);
    if (!user) throw notFound('No such user.');
    return { data: await loadRegistrationData(ctx.db, user) };
  });

  addRoute(app, routes.adminUpdateRegistrationPage1, async (request) => ({
    message: 'Page 1 saved; the change is in the audit log.',
    data: await adminSavePage(ctx, requireAuth(request).user.id, request.body.userId, 1, request.body.page),
  }));
  addRoute(app, routes.adminUpdateRegistrationPage2, async (request) => ({
    message: 'Page 2 saved; the change is in the audit log.',
    data: await adminSavePage(ctx, requireAuth(request).user.id, request.body.userId, 2, request.body.page),
  }));
  addRoute(app, routes.adminUpdateRegistrationPage3, async (request) => ({
    message: 'Page 3 saved; the change is in the audit log.',
    data: await adminSavePage(ctx, requireAuth(request).user.id, request.body.userId, 3, request.body.page),
  }));

  addRoute(app, routes.adminApproveUserRegistration, async (request) => ({
    message: 'The registration has been approved and the UID assigned.',
    data: await approveRegistration(ctx, requireAuth(request).user.id, request.body.userId),
  }));

  addRoute(app, routes.adminRejectUserRegistration, async (request) => ({
    message: 'The registration has been sent back to the athlete.',
    data: await rejectRegistration(ctx, requireAuth(request).user.id, request.body),
  }));

  addRoute(app, routes.adminGetRegistrationRejectionData, async (request) => ({
    data: await rejectionFor(ctx.db, request.query.userId),
  }));

  addRoute(app, routes.adminSearchUid, async (request) => ({
    data: await searchUid(ctx.db, request.query.q),
  }));

  reviewDocumentRoutes(app, ctx);
}
