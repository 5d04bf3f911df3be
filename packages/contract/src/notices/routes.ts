import { z } from 'zod';
import { type RouteDef, route } from '../shared/route-def.js';
import {
  adminUserNotices,
  adminUserNoticesParams,
  deliveryReportOutcome,
  noticeDay,
  noticeDayQuery,
  noticePreferences,
  noticePreferencesBody,
  whatsappWebhookCheckQuery,
} from './schemas.js';

const tag = 'notices';

/**
 * Notices by e-mail, SMS and WhatsApp (docs/decisions/0042): each person's choice of channels and
 * language, the providers' delivery reports, and what the administrators see of them.
 */
export const noticeRoutes = {
  myNoticePreferences: route({
    method: 'GET',
    path: '/api/user/notice-preferences',
    access: 'user',
    tag,
    summary: 'The channels and language the signed-in person gets notices by',
    data: noticePreferences,
  }),
  updateNoticePreferences: route({
    method: 'PUT',
    path: '/api/user/notice-preferences',
    access: 'user',
    tag,
    summary:
      'Choose the channels and language of notices; a WhatsApp opt-in or opt-out is recorded with the time, page and network address',
    body: noticePreferencesBody,
    data: noticePreferences,
  }),
  adminUserNotices: route({
    method: 'GET',
    path: '/api/admin/users/:userId/notices',
    access: 'admin',
    tag,
    summary: "A person's notices, newest first, each channel with its state, tries and failure reason",
    params: adminUserNoticesParams,
    data: adminUserNotices,
  }),
  adminNoticeDay: route({
    method: 'GET',
    path: '/api/admin/notices/day',
    access: 'admin',
    tag,
    summary: "One day's notices by channel: counts by state and the cost",
    query: noticeDayQuery,
    data: noticeDay,
  }),
  whatsappWebhookCheck: route({
    method: 'GET',
    path: '/api/notices/whatsapp/webhook',
    access: 'public',
    tag,
    summary:
      "The WhatsApp Cloud API's subscription check: answers hub.challenge when the verify token matches",
    query: whatsappWebhookCheckQuery,
    data: z.string(),
  }),
  whatsappWebhook: route({
    method: 'POST',
    path: '/api/notices/whatsapp/webhook',
    access: 'public',
    tag,
    summary:
      'WhatsApp Cloud API webhook (X-Hub-Signature-256 over the raw body): message statuses, and STOP / START replies',
    data: deliveryReportOutcome,
  }),
  smsDeliveryReport: route({
    method: 'POST',
    path: '/api/notices/sms/delivery-report',
    access: 'public',
    tag,
    summary:
      "The SMS provider's delivery reports (the report token in X-Report-Token or ?token=); a report for an unknown message is recorded and answered",
    data: deliveryReportOutcome,
  }),
} as const satisfies Record<string, RouteDef>;
