import type { StateRecord } from '@para/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import RecordsPage from './RecordsPage';

afterEach(() => vi.unstubAllGlobals());

const mark = (name: string, value: string, current: boolean, equalled = false) => ({
  mark: value,
  markValue: Math.round(Number(value) * 1000),
  wind: '+1.0',
  equalled,
  current,
  name,
  uid: `UID-${name}`,
  district: 'Ernakulam',
  formId: `form-${name}`,
  competition: 'State Meet',
  date: '2027-01-15',
});

const record = (sportClass: string, history: StateRecord['history']): StateRecord => ({
  id: `athletics-m100-male-${sportClass.toLowerCase()}`,
  sport: 'athletics',
  discipline: 'm100',
  name: "Men's 100 m",
  gender: 'male',
  sportClass,
  kind: 'time',
  mark: history.at(-1)?.mark ?? '',
  markValue: history.at(-1)?.markValue ?? 0,
  history,
});

/** Answers /api/records with the records, and keeps the query it was asked. */
function serve(items: StateRecord[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ success: true, message: '', data: { items } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}

const mount = (url: string) =>
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <RecordsPage />
      </MemoryRouter>
    </TestProviders>,
  );

describe('the state records page', () => {
  it('lists each class’s record now, joint holders marked, and links to the history', async () => {
    const asked = serve([
      record('T44', [mark('Ravi', '11.90', true), mark('Anil', '11.90', true, true)]),
      record('T11', [mark('Manu', '12.80', true)]),
    ]);
    mount('/records');
    const table = await screen.findByRole('table', { name: "Men's 100 m: state records by class" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^T4411\.90Ravi/),
      expect.stringMatching(/^T4411\.90EqualledAnil/),
      expect.stringMatching(/^T1112\.80Manu/),
    ]);
    expect(screen.getByRole('link', { name: "Record history of Men's 100 m →" })).toHaveAttribute(
      'href',
      '/records?sport=athletics&discipline=m100',
    );
    expect(asked[0]).toContain('history=current');
  });

  it('shows a discipline’s history per class, oldest first, the current mark marked', async () => {
    const asked = serve([record('T44', [mark('Manu', '12.10', false), mark('Ravi', '11.90', true)])]);
    mount('/records?sport=athletics&discipline=m100');
    expect(
      await screen.findByRole('heading', { level: 1, name: "State records: Men's 100 m" }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: "Men's 100 m, T44: record history" });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^12\.10Manu/), expect.stringMatching(/^11\.90CurrentRavi/)]);
    expect(asked[0]).toMatch(/sport=athletics.*discipline=m100.*history=all/);
  });

  it('says so when there are no records', async () => {
    serve([]);
    mount('/records');
    expect(await screen.findByText(/No state records yet/)).toBeVisible();
  });
});
