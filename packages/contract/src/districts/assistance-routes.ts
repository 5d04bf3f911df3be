import { z } from 'zod';
import {
  paymentOrder,
  testGatewayPayBody,
  testGatewayPayResult,
  verifyPaymentBody,
} from '../payments/schemas.js';
import { type RouteDef, route } from '../shared/route-def.js';
import {
  assistedHistory,
  consentDocument,
  districtAssistance,
  districtCheck,
  districtCheckBody,
  payLinkInfo,
  payLinkParams,
  payLinkResult,
} from './assistance.js';
import { districtAthleteParams } from './schemas.js';

const tag = 'districts';

/** The district's check, consent forms, payment links, and the athlete's list of what was done for them. */
export const districtAssistanceRoutes = {
  districtAssistance: route({
    method: 'GET',
    path: '/api/district/athletes/:userId/assistance',
    access: 'secretary',
    tag,
    summary: 'The district’s check of an athlete’s registration and the consent form on record',
    params: districtAthleteParams,
    data: districtAssistance,
  }),
  districtRecordCheck: route({
    method: 'PUT',
    path: '/api/district/athletes/:userId/check',
    access: 'secretary',
    tag,
    summary:
      'Record the district’s check of a submitted registration (documents seen, remark, recommendation); only while the association has the district check on',
    params: districtAthleteParams,
    body: districtCheckBody,
    data: districtCheck,
  }),
  districtUploadConsent: route({
    method: 'POST',
    path: '/api/district/athletes/:userId/consent',
    access: 'secretary',
    tag,
    summary: 'Upload a photo or scan of the signed consent form of an assisted athlete (multipart)',
    params: districtAthleteParams,
    multipart: true,
    data: consentDocument,
    status: 201,
  }),
  districtSendPayLink: route({
    method: 'POST',
    path: '/api/district/athletes/:userId/pay-link',
    access: 'secretary',
    tag,
    summary:
      'A link anyone can pay the athlete’s registration fee with, e-mailed where there is an address; an earlier link stops working',
    params: districtAthleteParams,
    data: payLinkResult,
    status: 201,
  }),
  adminDistrictAssistance: route({
    method: 'GET',
    path: '/api/admin/registrations/:userId/district-assistance',
    access: 'admin',
    tag,
    summary: 'The district’s check and the consent form of a registration, for the state’s review',
    params: districtAthleteParams,
    data: districtAssistance,
  }),
  payLinkInfo: route({
    method: 'GET',
    path: '/api/pay-links/:token',
    access: 'public',
    tag,
    summary: 'What a payment link pays for; an unknown, used or expired link is not found',
    params: payLinkParams,
    data: payLinkInfo,
  }),
  payLinkOrder: route({
    method: 'POST',
    path: '/api/pay-links/:token/order',
    access: 'public',
    tag,
    summary: 'The gateway order for the fee a payment link pays (the same order the athlete would get)',
    params: payLinkParams,
    data: paymentOrder,
  }),
  payLinkVerify: route({
    method: 'POST',
    path: '/api/pay-links/:token/verify',
    access: 'public',
    tag,
    summary: 'Check the gateway’s signature and credit the athlete’s fee, once',
    params: payLinkParams,
    body: verifyPaymentBody,
    data: z.object({ paid: z.boolean() }),
  }),
  payLinkTestPay: route({
    method: 'POST',
    path: '/api/pay-links/:token/test-pay',
    access: 'public',
    tag,
    summary: 'Test mode only: pay (or fail) the link’s open order, as the test checkout does',
    params: payLinkParams,
    body: testGatewayPayBody.extend({ orderId: z.string().min(1).max(64) }),
    data: testGatewayPayResult,
  }),
  assistedHistory: route({
    method: 'GET',
    path: '/api/user/assisted-history',
    access: 'user',
    tag,
    summary: 'What a district secretary did on the athlete’s behalf, from the audit log',
    data: assistedHistory,
  }),
} as const satisfies Record<string, RouteDef>;
