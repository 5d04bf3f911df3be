import type { AthleteForm, CompetitionProfile, EntryDetail, MyEntry } from '@para/contract';
import { vi } from 'vitest';

// Server replies for the athletes' competition pages' component tests, with times around the real now.

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const FORM_ID = '5b0c6f3e-4a55-4f5c-9f0e-0d3a1c2b7a10';
export const ENTRY_ID = '7c1d2e3f-1111-4222-8333-944455566677';

type Discipline = AthleteForm['disciplines'][number];

export const discipline = (overrides: Partial<Discipline> = {}): Discipline => ({
  key: 'men-100m-t42',
  name: "Men's 100 m T42-T47",
  sport: 'athletics',
  gender: 'male',
  classes: ['T42-T47'],
  minAge: null,
  maxAge: null,
  capacity: null,
  feePaise: null,
  resultKind: 'time',
  eligible: true,
  reason: null,
  placesLeft: null,
  waitlist: false,
  ...overrides,
});

export const athleteForm = (overrides: Partial<AthleteForm> = {}): AthleteForm => ({
  _id: FORM_ID,
  title: 'State Para Athletics Championship 2027',
  eventId: '0f0e0d0c-0b0a-4909-8807-060504030201',
  eventTitle: 'State Para Athletics Championship',
  opensAt: inDays(-2),
  closesAt: inDays(10),
  lateUntil: null,
  lateFeePaise: 0,
  withdrawUntil: null,
  feePaise: 0,
  maxDisciplines: 2,
  allowUnclassified: false,
  status: 'open',
  fields: [],
  version: 1,
  updatedAt: inDays(-3),
  phase: 'open',
  competitionFirstDay: inDays(20).slice(0, 10),
  disciplines: [
    discipline({ key: 'men-100m-t37', name: "Men's 100 m T35-T38", classes: ['T35-T38'] }),
    discipline({ eligible: false, reason: 'CLASS_NOT_ELIGIBLE' }),
  ],
  myEntryId: null,
  ...overrides,
});

export const profile = (overrides: Partial<CompetitionProfile> = {}): CompetitionProfile => ({
  name: 'Ravi Kumar',
  uid: 'KL-PARA-2026-000042',
  dateOfBirth: '2000-05-14',
  gender: 'male',
  district: 'Kollam',
  sports: [{ sport: 'athletics', sportClass: 'T37', classStatus: 'confirmed' }],
  registrationApproved: true,
  ...overrides,
});

export const myEntry = (overrides: Partial<MyEntry> = {}): MyEntry => ({
  _id: ENTRY_ID,
  formId: FORM_ID,
  formVersion: 1,
  userId: 'u1',
  status: 'confirmed',
  amountPaise: 0,
  paidPaise: 0,
  late: false,
  disciplines: [{ key: 'men-100m-t37', status: 'entered' }],
  answers: {},
  createdAt: inDays(-1),
  updatedAt: inDays(-1),
  paidAt: null,
  withdrawnAt: null,
  formTitle: 'State Para Athletics Championship 2027',
  eventId: '0f0e0d0c-0b0a-4909-8807-060504030201',
  withdrawUntil: inDays(5),
  ...overrides,
});

export const entryDetail = (entry: MyEntry, form: AthleteForm): EntryDetail => {
  const { formTitle: _title, withdrawUntil: _until, ...rest } = entry;
  return {
    ...rest,
    form: {
      _id: form._id,
      title: form.title,
      eventId: form.eventId,
      eventTitle: form.eventTitle,
      fields: form.fields,
    },
    athlete: { name: 'Ravi Kumar', uid: 'KL-PARA-2026-000042', district: 'Kollam' },
    paymentId: entry.paidAt ? 'pay-1' : null,
  };
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A successful answer in the API's envelope (the app's shared test helper). */
export { apiOk as ok } from '../../test/fakes';

export type Reply = (request: { method: string; url: string; body: unknown }) => Response | undefined;

/** Stubs fetch: each call goes to `reply`; anything it does not answer never settles (left loading). */
export function fakeServer(reply: Reply) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return reply({ method, url, body }) ?? new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
