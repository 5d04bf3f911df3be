import { randomUUID } from 'node:crypto';
import { type RouteKey, routes } from '@para/contract';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { uniqueIp } from '../../../test/factories.js';
import { isTestGateway } from '../../lib/payment-gateway.js';
import { approvedAthlete, createForm, formBody } from '../competitions/test-support.js';
import { csv, publish, upload } from '../results/test-support.js';
import type { DistrictAthlete, ScopeCase, ScopeWorld } from './scope-cases.test-support.js';

/**
 * The scope cases of a secretary's team entries (see scope-cases.test-support.ts): the lists show the
 * district's own athletes only, a team is entered of the district's own athletes only, and a team's
 * payment is the secretary's own.
 */

const FEE_PAISE = 20_000;

const formPath = (key: RouteKey, formId: string) => routes[key].path.replace(':formId', formId);

// approvedAthlete's registration: the same date of birth and phone for every athlete it makes.
const DATE_OF_BIRTH = '1998-04-12';
const MOBILE = '9847012345';

export const entryScopeCases: Partial<Record<RouteKey, ScopeCase>> = {
  districtEntryForms: {
    outcome: 'hidden',
    async build(world) {
      // Every secretary sees every form; the counts of entries are the district's. A new form with one
      // entry of the athlete's district shows that one entry to its secretary and to nobody else (the
      // trying secretary's districts have no entries anywhere).
      const formId = await world.form(0);
      await world.team(formId, [await world.approved()]);
      return {
        attempts: [{ method: 'GET', url: '/api/district/entry-forms' }],
        markers: ['"entries":1,'],
      };
    },
  },
  districtTeamEligibility: {
    outcome: 'hidden',
    async build(world) {
      const athlete = await world.approved();
      const formId = await world.form(0);
      return {
        attempts: [{ method: 'GET', url: formPath('districtTeamEligibility', formId) }],
        markers: [athlete.id, athlete.name, athlete.uid],
      };
    },
  },
  districtFormEntries: {
    outcome: 'hidden',
    async build(world) {
      // Unpaid, so the team is also among the teams with money due.
      const athlete = await world.approved();
      const formId = await world.form(FEE_PAISE);
      const teamId = await world.team(formId, [athlete]);
      return {
        attempts: [{ method: 'GET', url: formPath('districtFormEntries', formId) }],
        markers: [athlete.id, athlete.name, teamId],
      };
    },
  },
  // The start list is the competition's, as the administrators have it, for every secretary alike
  // (decision 0031): what is tried is that it shows nothing of an athlete beyond the list's columns.
  districtStartList: {
    outcome: 'shared',
    async build(world) {
      const athlete = await world.approved();
      const formId = await world.form(0);
      await world.team(formId, [athlete]);
      const url = `${formPath('districtStartList', formId)}?discipline=x100&format=csv`;
      return {
        attempts: [{ method: 'GET', url }],
        markers: [athlete.name, athlete.uid],
        withheld: [athlete.id, DATE_OF_BIRTH, MOBILE],
      };
    },
  },
  districtResults: {
    outcome: 'hidden',
    async build(world) {
      const athlete = await world.approved();
      const formId = await world.publishedResults(athlete);
      // The athlete's result, and the district's line of the medal table.
      return {
        attempts: [{ method: 'GET', url: formPath('districtResults', formId) }],
        markers: [athlete.uid, athlete.name, world.district],
      };
    },
  },
  districtEnterTeam: {
    outcome: 'refused',
    async build(world) {
      const athlete = await world.approved();
      const formId = await world.form(0);
      const entry = (userId: string) => ({ userId, disciplines: ['x100'] });
      const team = (...userIds: string[]) => ({ formId, entries: userIds.map(entry) });
      // Alone, and in a team with the trying secretary's own athlete: all or none.
      return {
        attempts: [
          { method: 'POST', url: '/api/district/entries', body: team(athlete.id) },
          { method: 'POST', url: '/api/district/entries', body: team(world.own.id, athlete.id) },
        ],
      };
    },
  },
  districtTeamPaymentOrder: {
    outcome: 'refused',
    async build(world) {
      const formId = await world.form(FEE_PAISE);
      const teamId = await world.team(formId, [await world.approved()]);
      const url = routes.districtTeamPaymentOrder.path.replace(':teamId', teamId);
      return { attempts: [{ method: 'POST', url }] };
    },
  },
  districtVerifyTeamPayment: {
    outcome: 'refused',
    async build(world) {
      const formId = await world.form(FEE_PAISE);
      const teamId = await world.team(formId, [await world.approved()]);
      const paid = await world.paidOrder(teamId);
      return { attempts: [{ method: 'POST', url: '/api/district/verify-payment', body: paid }] };
    },
  },
};

const MINUTE = 60_000;

/** What the entry cases build with, in `district`, its team entries made by the secretary holding `secretary`. */
export function entryWorld(
  t: TestContext,
  administrator: { token: string; eventId: string },
  secretary: string,
  district: string,
): Pick<ScopeWorld, 'approved' | 'form' | 'team' | 'paidOrder' | 'publishedResults'> {
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, token = secretary) =>
    t.call({ method, url, body, token, ip: uniqueIp() });
  const approved = async () => {
    const { user } = await approvedAthlete(t, { district, name: `Entrant ${randomUUID().slice(0, 8)}` });
    return { id: user.id, name: user.name, uid: user.uid ?? '', documentId: '', paymentId: '' };
  };
  const form = async (feePaise: number, closesAt?: Date) => {
    const body = formBody(administrator.eventId, t.clock.now(), {
      feePaise,
      disciplines: [{ key: 'x100', name: '100 m', sport: 'athletics', gender: 'any', classes: [] }],
      ...(closesAt ? { closesAt: closesAt.toISOString() } : {}),
    });
    return (await createForm(t, administrator.token, body))._id;
  };
  const team = async (formId: string, athletes: DistrictAthlete[]) => {
    const entries = athletes.map((athlete) => ({ userId: athlete.id, disciplines: ['x100'] }));
    const entered = await call('POST', '/api/district/entries', { formId, entries });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    return entered.body.data.teamId as string;
  };
  const paidOrder = async (teamId: string) => {
    const ordered = await call('POST', routes.districtTeamPaymentOrder.path.replace(':teamId', teamId));
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const { gateway } = t.ctx;
    if (!isTestGateway(gateway)) throw new Error('the test gateway is expected');
    const orderId = ordered.body.data.orderId as string;
    return { orderId, ...(await gateway.pay(orderId, 'success', t.clock.now())) };
  };
  const publishedResults = async (athlete: DistrictAthlete & { uid: string }) => {
    // Results are taken once entries close: this form closes in a minute, and the clock moves past it.
    const formId = await form(0, new Date(t.clock.now().getTime() + MINUTE));
    await team(formId, [athlete]);
    t.clock.advance(2 * MINUTE);
    const lines = ['discipline,uid,bib,mark,status', `x100,${athlete.uid},,12.31,`];
    const imported = await upload(t, administrator.token, formId, csv(lines));
    expect(imported.body.data?.errors, JSON.stringify(imported.body)).toEqual([]);
    const published = await publish(t, administrator.token, imported.body.data.importId, {
      acknowledgeWarnings: true,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return formId;
  };
  return { approved, form: (feePaise) => form(feePaise), team, paidOrder, publishedResults };
}
