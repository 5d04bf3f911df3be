import type { MyResult, ResultsFormRow, ResultsImport } from '@para/contract';
import { vi } from 'vitest';

// Server replies for the results pages' component tests.

export const FORM_ID = '5b0c6f3e-4a55-4f5c-9f0e-0d3a1c2b7a10';
export const IMPORT_ID = '9a8b7c6d-1111-4222-8333-944455566677';

export const formRow = (overrides: Partial<ResultsFormRow> = {}): ResultsFormRow => ({
  formId: FORM_ID,
  title: 'State Para Athletics Championship 2027',
  titleHi: 'राज्य पैरा एथलेटिक्स चैंपियनशिप 2027',
  eventTitle: 'State Para Athletics Championship',
  startDate: '2027-01-20',
  endDate: '2027-01-22',
  starters: 3,
  publishedVersion: 0,
  publishedAt: null,
  pendingImportId: null,
  disciplines: [
    { key: 'men-100m-t42', name: "Men's 100 m T42-T47", nameHi: 'पुरुष 100 मी T42-T47', kind: 'time' },
  ],
  ...overrides,
});

type Row = ResultsImport['rows'][number];
type Issue = ResultsImport['errors'][number];

export const checkedRow = (row: number, overrides: Partial<Row> = {}): Row => ({
  row,
  discipline: 'men-100m-t42',
  kind: 'time',
  uid: `KL-PARA-2026-00000${row}`,
  bib: null,
  mark: 12_000 + row * 10,
  markText: null,
  status: null,
  rule: null,
  wind: null,
  heat: null,
  lane: null,
  round: null,
  remarks: null,
  filePlace: null,
  place: row - 1,
  valid: true,
  ...overrides,
});

export const issue = (row: number, code: Issue['code'], column?: Issue['column']): Issue => ({
  row,
  code,
  message: `Row ${row}: something`,
  ...(column ? { column } : {}),
});

export const resultsImport = (overrides: Partial<ResultsImport> = {}): ResultsImport => ({
  importId: IMPORT_ID,
  formId: FORM_ID,
  fileName: 'results.csv',
  format: 'csv',
  rows: [checkedRow(2), checkedRow(3), checkedRow(4)],
  errors: [],
  warnings: [],
  createdAt: '2027-01-22T10:00:00.000Z',
  publishedVersion: null,
  sameAsPublished: false,
  ...overrides,
});

export const myResult = (overrides: Partial<MyResult> = {}): MyResult => ({
  formId: FORM_ID,
  formTitle: 'State Para Athletics Championship 2027',
  formTitleHi: 'राज्य पैरा एथलेटिक्स चैंपियनशिप 2027',
  eventTitle: 'State Para Athletics Championship',
  startDate: '2027-01-20',
  discipline: 'men-100m-t42',
  disciplineName: "Men's 100 m T42-T47",
  disciplineNameHi: 'पुरुष 100 मी T42-T47',
  kind: 'time',
  place: 2,
  uid: 'KL-PARA-2026-000042',
  name: 'Ravi Kumar',
  sportClass: 'T42',
  district: 'Kollam',
  mark: '12.48',
  markValue: 12_480,
  status: null,
  wind: '+1.2',
  round: null,
  heat: null,
  remarks: null,
  record: null,
  version: 1,
  correctedAt: null,
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A successful answer in the API's envelope (the app's shared test helper). */
export { apiOk as ok } from '../../test/fakes';
export const failure = (status: number, code: string, data: unknown = null) =>
  json(status, { success: false, message: 'Refused', code, data });

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
