import type { AdminEntryForm, AdminFormRow, SubmissionRow } from '@para/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { TestProviders } from '../../../../test/render';

/** Fakes of the server's replies for the competitions' administration pages. */

export const FORM_ID = '0b5c8a5e-2f4e-4b8e-9a51-3c2d1e0f9a11';
export const EVENT_ID = '5d1f2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';

export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, message: '', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const refused = (status: number, code: string, data: unknown) =>
  new Response(JSON.stringify({ success: false, message: 'Refused.', code, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const formRow = (overrides: Partial<AdminFormRow> = {}): AdminFormRow => ({
  _id: FORM_ID,
  title: 'State Para Athletics 2027',
  eventId: EVENT_ID,
  eventTitle: 'State Para Athletics Championship',
  startDate: '2027-02-10',
  endDate: '2027-02-11',
  venue: 'Kochi',
  status: 'open',
  opensAt: '2027-01-01T03:30:00.000Z',
  closesAt: '2027-01-20T12:30:00.000Z',
  lateUntil: null,
  disciplineCount: 2,
  entered: 14,
  waitlisted: 3,
  unpaid: 2,
  paidTotalPaise: 1_250_000,
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

export const storedForm = (overrides: Partial<AdminEntryForm> = {}): AdminEntryForm => ({
  _id: FORM_ID,
  title: 'State Para Athletics 2027',
  eventId: EVENT_ID,
  opensAt: '2027-01-01T03:30:00.000Z',
  closesAt: '2027-01-20T12:30:00.000Z',
  lateUntil: null,
  lateFeePaise: 0,
  withdrawUntil: null,
  feePaise: 50_000,
  maxDisciplines: 2,
  allowUnclassified: false,
  status: 'open',
  disciplines: [
    {
      key: 'men-100m',
      name: "Men's 100 m",
      sport: 'athletics',
      gender: 'male',
      classes: ['T42-T47'],
      minAge: null,
      maxAge: null,
      capacity: 10,
      feePaise: null,
      resultKind: 'time',
    },
    {
      key: 'women-shot',
      name: "Women's shot put",
      sport: 'athletics',
      gender: 'female',
      classes: ['F40-F46'],
      minAge: null,
      maxAge: null,
      capacity: null,
      feePaise: null,
      resultKind: 'distance',
    },
  ],
  fields: [],
  version: 2,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  counts: [
    { key: 'men-100m', entered: 10, waitlisted: 3 },
    { key: 'women-shot', entered: 4, waitlisted: 0 },
  ],
  hasEntries: true,
  ...overrides,
});

export const submission = (overrides: Partial<SubmissionRow> = {}): SubmissionRow => ({
  _id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  formId: FORM_ID,
  formVersion: 2,
  userId: 'u1',
  status: 'confirmed',
  amountPaise: 50_000,
  paidPaise: 50_000,
  late: false,
  disciplines: [{ key: 'men-100m', status: 'entered' }],
  answers: {},
  createdAt: '2027-01-05T05:00:00.000Z',
  updatedAt: '2027-01-05T05:00:00.000Z',
  paidAt: '2027-01-05T05:10:00.000Z',
  withdrawnAt: null,
  athlete: {
    name: 'Ravi Kumar',
    uid: 'KL-PARA-2026-000007',
    district: 'Ernakulam',
    email: 'ravi@example.in',
    phone: '+919876543210',
    sportClasses: ['Para athletics: T44'],
  },
  bib: null,
  ...overrides,
});

export const publishedEvent = {
  _id: EVENT_ID,
  title: 'State Para Athletics Championship',
  sports: ['Para athletics'],
  venue: 'Kochi',
  district: 'Ernakulam',
  startDate: '2027-02-10',
  endDate: '2027-02-11',
  entryFormId: '',
  description: '',
  status: 'published',
  translations: {},
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** Stubs fetch with a function of the request's address and method. */
export function fakeServer(reply: (url: URL, init: RequestInit | undefined) => Response | undefined) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    return reply(url, init) ?? new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Mounts a page at an address inside a data router (the builder's leave guard needs one). */
export function mountAt(path: string, pattern: string, page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
