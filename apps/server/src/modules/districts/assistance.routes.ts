import { fillPath, routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { networkKey } from '../../lib/network-key.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { findUserById } from '../auth/index.js';
import { assistanceOf, recordCheck, scopedDistrict } from './check.js';
import { uploadConsent } from './consent.js';
import { assistedHistoryOf } from './history.js';
import {
  payLinkInfo,
  payLinkOrder,
  payLinkPerIp,
  payLinkTestPay,
  payLinkVerify,
  sendPayLink,
} from './pay-link.js';

/** The district's check, consent forms, payment links, and the athlete's list of what was done for them. */
export function districtAssistanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const districtDocumentUrl = (userId: string) => (documentId: string) =>
    fillPath(routes.districtAthleteDocument.path, { userId, documentId });

  addRoute(app, routes.districtAssistance, async (request) => {
    const { userId } = request.params;
    await scopedDistrict(ctx, requireAuth(request).user, userId);
    return { data: await assistanceOf(ctx.db, userId, districtDocumentUrl(userId)) };
  });

  addRoute(app, routes.districtRecordCheck, async (request) => ({
    message: 'Your check is recorded; the state’s reviewer will see it.',
    data: await recordCheck(ctx, requireAuth(request).user, request.params.userId, request.body),
  }));

  addRawRoute(app, routes.districtUploadConsent, async (request, reply) => {
    const { userId } = request.params;
    const document = await uploadConsent(ctx, requireAuth(request).user, userId, request);
    return reply.status(201).send({
      success: true,
      message: 'The consent form has been uploaded.',
      data: { ...document, url: districtDocumentUrl(userId)(document._id) },
    });
  });

  addRoute(app, routes.districtSendPayLink, async (request) => ({
    message: 'The payment link is ready; any earlier link no longer works.',
    data: await sendPayLink(ctx, requireAuth(request).user, request.params.userId),
  }));

  addRoute(app, routes.adminDistrictAssistance, async (request) => {
    const { userId } = request.params;
    if (!(await findUserById(ctx.db, userId))) throw notFound('No such user.');
    // The administrators fetch documents through the athletes' document route (owner or administrator).
    const adminUrl = (documentId: string) => fillPath(routes.getRegistrationDocument.path, { documentId });
    return { data: await assistanceOf(ctx.db, userId, adminUrl) };
  });

  // The links are public: whoever holds one pays. Guessing a 256-bit token is hopeless, but each
  // call reads the database and an order may reach the gateway, so one address gets a bounded number.
  const payLinkAllowance = (ip: string) => ctx.limiter.consume(`pay-link:ip:${networkKey(ip)}`, payLinkPerIp);
  addRoute(app, routes.payLinkInfo, async (request) => {
    await payLinkAllowance(request.ip);
    return { data: await payLinkInfo(ctx, request.params.token) };
  });
  addRoute(app, routes.payLinkOrder, async (request) => {
    await payLinkAllowance(request.ip);
    return { data: await payLinkOrder(ctx, request.params.token) };
  });
  addRoute(app, routes.payLinkVerify, async (request) => {
    await payLinkAllowance(request.ip);
    return {
      message: 'Thank you. The registration fee has been received.',
      data: await payLinkVerify(ctx, request.params.token, request.body),
    };
  });
  addRoute(app, routes.payLinkTestPay, async (request) => {
    await payLinkAllowance(request.ip);
    return payLinkTestPay(ctx, request.params.token, request.body);
  });

  addRoute(app, routes.assistedHistory, async (request) => ({
    data: await assistedHistoryOf(ctx, requireAuth(request).user),
  }));
}
