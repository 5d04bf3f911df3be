import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { safeEqual } from '../../lib/crypto.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { noticeDay, userNotices } from './admin.js';
import { parseSmsReports } from './channels/sms.js';
import { recordDeliveryReports } from './delivery-reports.js';
import { myNoticePreferences, updateNoticePreferences } from './preferences.js';
import { checkSubscription, processWhatsAppWebhook } from './whatsapp-webhook.js';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Notices (decision 42): a person's choices, the providers' reports, the administrators' views. */
export function noticesRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.myNoticePreferences, async (request) => ({
    data: await myNoticePreferences(ctx, requireAuth(request).user),
  }));
  addRoute(app, routes.updateNoticePreferences, async (request) => ({
    data: await updateNoticePreferences(ctx, requireAuth(request).user, request.body, request.ip),
  }));
  addRoute(app, routes.adminUserNotices, async (request) => ({
    data: await userNotices(ctx, request.params.userId),
  }));
  addRoute(app, routes.adminNoticeDay, async (request) => ({
    data: await noticeDay(ctx, request.query.date),
  }));

  addRawRoute(app, routes.whatsappWebhookCheck, async (request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').send(checkSubscription(ctx, request.query)),
  );
  // The signature covers the exact bytes the Cloud API sent, so this route reads its body as text.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    addRawRoute(scope, routes.whatsappWebhook, async (request, reply) => {
      const data = await processWhatsAppWebhook(
        ctx,
        typeof request.body === 'string' ? request.body : '',
        first(request.headers['x-hub-signature-256']),
      );
      return reply.send({ success: true, message: 'Recorded.', data });
    });
  });

  addRoute(app, routes.smsDeliveryReport, async (request) => {
    const expected = ctx.config.notices.smsReportToken;
    const query = request.query as { token?: unknown } | undefined;
    const given =
      first(request.headers['x-report-token']) ?? (typeof query?.token === 'string' ? query.token : '');
    if (!expected || !safeEqual(expected, given))
      throw forbidden('The report token does not match.', null, 'WEBHOOK_SIGNATURE_INVALID');
    const reports = parseSmsReports(request.body);
    if (!reports)
      throw badRequest('The delivery report is not in a known shape.', null, 'WEBHOOK_BODY_INVALID');
    const data = await recordDeliveryReports(ctx, 'sms', reports);
    return {
      message: data.unknown > 0 ? 'Recorded; some reports name a message no notice has.' : 'Recorded.',
      data,
    };
  });
}
