import { startListQuery } from '../competitions/admin-entries.js';
import { paymentOrder, verifyPaymentBody } from '../payments/schemas.js';
import { noData, route } from '../shared/route-def.js';
import {
  districtEntryForms,
  districtFormEntries,
  districtFormParams,
  districtResults,
  districtTeamParams,
  teamEligibility,
  teamEntryBody,
  teamEntryResult,
} from './entries.js';

const tag = 'districts';

/** A district secretary's team entries: eligibility of the team, entering it, one payment, results. */
export const districtEntryRoutes = {
  districtEntryForms: route({
    method: 'GET',
    path: '/api/district/entry-forms',
    access: 'secretary',
    tag,
    summary: 'Competition forms (past their draft) with the district’s entries in each',
    data: districtEntryForms,
  }),
  districtTeamEligibility: route({
    method: 'GET',
    path: '/api/district/entry-forms/:formId/eligibility',
    access: 'secretary',
    tag,
    summary: 'The district’s approved athletes, each discipline with whether they may enter it and why not',
    params: districtFormParams,
    data: teamEligibility,
  }),
  districtFormEntries: route({
    method: 'GET',
    path: '/api/district/entry-forms/:formId/entries',
    access: 'secretary',
    tag,
    summary: 'The entries of the district’s athletes on one form, and the teams with money due',
    params: districtFormParams,
    data: districtFormEntries,
  }),
  districtStartList: route({
    method: 'GET',
    path: '/api/district/entry-forms/:formId/start-list',
    access: 'secretary',
    tag,
    summary: 'One discipline’s start list of the competition (PDF or CSV), as the administrators have it',
    params: districtFormParams,
    query: startListQuery,
    data: noData,
    file: true,
  }),
  districtResults: route({
    method: 'GET',
    path: '/api/district/entry-forms/:formId/results',
    access: 'secretary',
    tag,
    summary: 'The district’s published results and medals on one form',
    params: districtFormParams,
    data: districtResults,
  }),
  districtEnterTeam: route({
    method: 'POST',
    path: '/api/district/entries',
    access: 'secretary',
    tag,
    summary:
      'Enter a team of the district’s athletes at once: each entry the athlete’s own; all or none; one payment for the team',
    body: teamEntryBody,
    data: teamEntryResult,
    status: 201,
  }),
  districtTeamPaymentOrder: route({
    method: 'POST',
    path: '/api/district/teams/:teamId/payment',
    access: 'secretary',
    tag,
    summary: 'The one payment order for what a team’s entries owe (two clicks make one order)',
    params: districtTeamParams,
    data: paymentOrder,
  }),
  districtVerifyTeamPayment: route({
    method: 'POST',
    path: '/api/district/verify-payment',
    access: 'secretary',
    tag,
    summary: 'The checkout’s word that a team’s payment succeeded (checked by its signature)',
    body: verifyPaymentBody,
    data: teamEntryResult,
  }),
} as const;
