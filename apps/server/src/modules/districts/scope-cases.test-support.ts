import { CONSENT_DOCUMENT_KIND, type RouteKey, routes } from '@para/contract';
import type { TestContext } from '../../../test/context.js';
import { jpegBytes, multipart, page1, page2, page3 } from '../../../test/registration-fixtures.js';
import { entryScopeCases } from './scope-cases-entries.test-support.js';
import { selectionScopeCases } from './scope-cases-selections.test-support.js';

/**
 * How each secretary route is called for an athlete of another district, for scope.test.ts. Every
 * route of the route table a secretary can reach needs a case here: the test fails, naming the route,
 * for one that has none, so a district route cannot join without its scope being tried.
 */

export interface ScopeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** A multipart upload of a small JPEG as this document kind instead of a JSON body. */
  upload?: string;
}

export interface Answer {
  status: number;
  code?: string;
  /** The answer's body as text: the envelope, a CSV, or a file's bytes read as text. */
  text: string;
}

export interface DistrictAthlete {
  id: string;
  name: string;
  documentId: string;
  paymentId: string;
}

/** What a case may build with: fixtures of the athlete's district, made by that district's secretary. */
export interface ScopeWorld {
  /** The athlete's district; the secretary trying the calls has other districts only. */
  district: string;
  /** A fresh athlete of `district`, registered by its secretary and brought to this stage. */
  athlete(stage: AthleteStage): Promise<DistrictAthlete>;
  /** A camp of `district`, open now. */
  camp(): Promise<string>;
  /** An athlete of the trying secretary's own district (with a document and a paid fee). */
  own: DistrictAthlete;
  /** A name and phone no account has yet. */
  fresh(): { name: string; phone: string };
  /** A fresh athlete of `district` with an approved registration (and UID), who may enter competitions. */
  approved(): Promise<DistrictAthlete & { uid: string }>;
  /** A new open entry form (made by the administrators) whose one discipline, `x100`, anyone may enter. */
  form(feePaise: number): Promise<string>;
  /** `district`'s secretary enters these athletes in `x100` as a team: the team's id. */
  team(formId: string, athletes: DistrictAthlete[]): Promise<string>;
  /** The team's payment order, made by `district`'s secretary and paid at the checkout: what it reports. */
  paidOrder(teamId: string): Promise<{ orderId: string; paymentId: string; signature: string }>;
  /** A form, its entries now closed, whose published results place this athlete (entered by the team). */
  publishedResults(athlete: DistrictAthlete & { uid: string }): Promise<string>;
  /** This athlete on a ratified national team, with their championship accreditation card issued. */
  teamMember(
    athlete: DistrictAthlete & { uid: string },
  ): Promise<{ selectionId: string; memberId: string; uid: string; cardNumber: string }>;
}

/** registered: account and draft only; ready: pages and documents, not submitted; paid: fee in cash. */
export type AthleteStage = 'registered' | 'ready' | 'submitted' | 'paid';

export interface ScopeCase {
  /**
   * refused: every attempt is a 403 or 404 (or the scope's own 400 where the district is a field of
   * the body); hidden: a list or count that answers 200 with nothing of the athlete in it; shared: the
   * competition's own list, the same for every secretary by design (a start list): the markers are in
   * it for both, and nothing `withheld` is, for either.
   */
  outcome: 'refused' | 'hidden' | 'shared';
  /** A district-scope refusal other than 403/404 that this route may answer with. */
  alsoRefusedWith?: string;
  build(world: ScopeWorld): Promise<{
    /** What the other district's secretary sends; the first is also sent by the athlete's own secretary, who must succeed. */
    attempts: [ScopeRequest, ...ScopeRequest[]];
    /** Text that would give the athlete away in a hidden answer (none by default). */
    markers?: string[];
    /** Of a shared answer: what it must never show of the athlete, to any secretary. */
    withheld?: string[];
  }>;
}

const athletePath = (key: RouteKey, params: Record<string, string>) =>
  routes[key].path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');

const readyAthleteCase = (
  key: RouteKey,
  method: ScopeRequest['method'],
  extra: (world: ScopeWorld) => Partial<ScopeRequest> = () => ({}),
) =>
  ({
    outcome: 'refused',
    async build(world) {
      const athlete = await world.athlete('ready');
      return { attempts: [{ method, url: athletePath(key, { userId: athlete.id }), ...extra(world) }] };
    },
  }) satisfies ScopeCase;

export const scopeCases: Partial<Record<RouteKey, ScopeCase>> = {
  districtDashboard: {
    outcome: 'hidden',
    async build(world) {
      await world.athlete('registered');
      // The counts name their districts only: another district's must not be among them.
      return {
        attempts: [{ method: 'GET', url: '/api/district/dashboard' }],
        markers: [world.district],
      };
    },
  },
  districtAthletes: {
    outcome: 'hidden',
    async build(world) {
      const athlete = await world.athlete('registered');
      const query = new URLSearchParams({ district: world.district, search: athlete.name });
      return {
        attempts: [
          { method: 'GET', url: `/api/district/athletes?${query}` },
          { method: 'GET', url: `/api/district/athletes?search=${encodeURIComponent(athlete.name)}` },
        ],
        markers: [athlete.id, athlete.name],
      };
    },
  },
  districtAthletesExport: {
    outcome: 'hidden',
    async build(world) {
      const athlete = await world.athlete('registered');
      const query = new URLSearchParams({ format: 'csv', district: world.district, search: athlete.name });
      return {
        attempts: [
          { method: 'GET', url: `/api/district/athletes/export?${query}` },
          { method: 'GET', url: '/api/district/athletes/export?format=csv' },
        ],
        markers: [athlete.name],
      };
    },
  },
  districtAthlete: readyAthleteCase('districtAthlete', 'GET'),
  districtRegisterAthlete: {
    outcome: 'refused',
    alsoRefusedWith: 'DISTRICT_OUTSIDE_SCOPE',
    async build(world) {
      const body = { ...world.fresh(), email: '', district: world.district };
      return { attempts: [{ method: 'POST', url: '/api/district/athletes', body }] };
    },
  },
  // Page 1 names the athlete's own district: the athlete, not the page, must be what is refused.
  districtSavePage1: readyAthleteCase('districtSavePage1', 'POST', (world) => ({
    body: page1({ fullName: 'Moved Across', address: { ...page1().address, district: world.district } }),
  })),
  districtSavePage2: readyAthleteCase('districtSavePage2', 'POST', () => ({ body: page2() })),
  districtSavePage3: readyAthleteCase('districtSavePage3', 'POST', () => ({ body: page3() })),
  districtUploadDocument: readyAthleteCase('districtUploadDocument', 'POST', () => ({ upload: 'photo' })),
  districtFinalize: readyAthleteCase('districtFinalize', 'POST'),
  districtTakeoverCode: readyAthleteCase('districtTakeoverCode', 'POST'),
  districtAthleteDocument: {
    outcome: 'refused',
    async build(world) {
      const athlete = await world.athlete('ready');
      const path = (userId: string) =>
        athletePath('districtAthleteDocument', { userId, documentId: athlete.documentId });
      // Also through the trying secretary's own athlete's address.
      return {
        attempts: [
          { method: 'GET', url: path(athlete.id) },
          { method: 'GET', url: path(world.own.id) },
        ],
      };
    },
  },
  districtCashFee: {
    outcome: 'refused',
    async build(world) {
      const athlete = await world.athlete('submitted');
      const url = athletePath('districtCashFee', { userId: athlete.id });
      return { attempts: [{ method: 'POST', url, body: { reference: 'Book 4/17' } }] };
    },
  },
  districtReceipt: {
    outcome: 'refused',
    async build(world) {
      const athlete = await world.athlete('paid');
      const path = (userId: string) =>
        athletePath('districtReceipt', { userId, paymentId: athlete.paymentId });
      return {
        attempts: [
          { method: 'GET', url: path(athlete.id) },
          { method: 'GET', url: path(world.own.id) },
        ],
      };
    },
  },
  districtAssistance: readyAthleteCase('districtAssistance', 'GET'),
  // scope.test.ts turns the association's district check on, so the athlete's own secretary may record one.
  districtRecordCheck: {
    outcome: 'refused',
    async build(world) {
      const athlete = await world.athlete('submitted');
      const url = athletePath('districtRecordCheck', { userId: athlete.id });
      const body = {
        recommendation: 'approve',
        remark: 'Seen at the camp',
        documentsSeen: [athlete.documentId],
      };
      return { attempts: [{ method: 'PUT', url, body }] };
    },
  },
  districtUploadConsent: readyAthleteCase('districtUploadConsent', 'POST', () => ({
    upload: CONSENT_DOCUMENT_KIND,
  })),
  // A link is sent for a submitted registration whose fee is not paid yet.
  districtSendPayLink: {
    outcome: 'refused',
    async build(world) {
      const athlete = await world.athlete('submitted');
      return {
        attempts: [{ method: 'POST', url: athletePath('districtSendPayLink', { userId: athlete.id }) }],
      };
    },
  },
  districtCamps: {
    outcome: 'hidden',
    async build(world) {
      const campId = await world.camp();
      return { attempts: [{ method: 'GET', url: '/api/district/camps' }], markers: [campId, world.district] };
    },
  },
  districtOpenCamp: {
    outcome: 'refused',
    alsoRefusedWith: 'DISTRICT_OUTSIDE_SCOPE',
    async build(world) {
      return {
        attempts: [
          { method: 'POST', url: '/api/district/camps', body: { district: world.district, hours: 2 } },
        ],
      };
    },
  },
  districtCloseCamp: {
    outcome: 'refused',
    async build(world) {
      const campId = await world.camp();
      return { attempts: [{ method: 'DELETE', url: athletePath('districtCloseCamp', { campId }) }] };
    },
  },
  ...entryScopeCases,
  ...selectionScopeCases,
};

/** Sends one request as the holder of `token`: JSON, or a multipart upload. */
export async function send(t: TestContext, request: ScopeRequest, token: string): Promise<Answer> {
  const headers: Record<string, string> = { 'access-token': token };
  let payload: string | Buffer | undefined;
  if (request.upload) {
    const form = multipart(request.upload, `${request.upload}.jpg`, await jpegBytes());
    headers['content-type'] = form.contentType;
    payload = form.payload;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body);
  }
  const response = await t.app.inject({ method: request.method, url: request.url, headers, payload });
  const text = response.body;
  const code = response.headers['content-type']?.toString().startsWith('application/json')
    ? (JSON.parse(text) as { code?: string }).code
    : undefined;
  return { status: response.statusCode, code, text };
}
