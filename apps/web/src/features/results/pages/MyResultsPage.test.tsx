import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { fakeServer, myResult, ok } from '../test-fixtures';
import MyResultsPage from './MyResultsPage';

afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <MyResultsPage />
      </MemoryRouter>
    </TestProviders>,
  );

const OLD = 'old-form';

describe('the athlete’s results', () => {
  it('groups results by competition, newest first, with personal bests by the discipline’s kind', async () => {
    fakeServer(({ url }) =>
      url.endsWith('/api/user/results')
        ? ok([
            // The older meet: a faster 100 m (the best), a shorter long jump.
            myResult({
              formId: OLD,
              formTitle: 'Winter Meet 2026',
              startDate: '2026-01-10',
              mark: '12.31',
              markValue: 12_310,
              place: 1,
            }),
            myResult({
              formId: OLD,
              formTitle: 'Winter Meet 2026',
              startDate: '2026-01-10',
              discipline: 'men-lj-t42',
              disciplineName: "Men's long jump T42",
              kind: 'distance',
              mark: '5.10',
              markValue: 510,
              wind: null,
            }),
            // The newer meet: slower 100 m, longer jump, and a DNF that never counts.
            myResult({ correctedAt: '2027-01-25T10:00:00Z' }),
            myResult({
              discipline: 'men-lj-t42',
              disciplineName: "Men's long jump T42",
              kind: 'distance',
              mark: '5.62',
              markValue: 562,
              wind: '+1.9',
            }),
            myResult({
              discipline: 'men-200m-t42',
              disciplineName: "Men's 200 m T42",
              mark: '',
              markValue: null,
              status: 'DNF',
              place: null,
              wind: null,
            }),
          ])
        : undefined,
    );
    mount();

    const bests = await screen.findByRole('region', { name: 'Your best mark in each discipline' });
    const bestRows = within(bests).getAllByRole('row').slice(1);
    expect(bestRows).toHaveLength(2);
    expect(bestRows[0]).toHaveTextContent("Men's 100 m T42-T4712.31+1.2Winter Meet 2026");
    expect(bestRows[1]).toHaveTextContent(
      "Men's long jump T425.62+1.9State Para Athletics Championship 2027",
    );

    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['State Para Athletics Championship 2027', 'Winter Meet 2026']);
    const newest = screen.getByRole('region', {
      name: 'Your results at State Para Athletics Championship 2027',
    });
    const rows = within(newest).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Corrected on/);
    expect(rows[0]).toHaveTextContent('212.48+1.2Finished');
    expect(rows[2]).toHaveTextContent('Did not finish');
  });

  it('says results appear once published when there are none', async () => {
    fakeServer(({ url }) => (url.endsWith('/api/user/results') ? ok([]) : undefined));
    mount();
    expect(
      await screen.findByText(
        /Your results appear here once the association publishes a competition.s results/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personal bests' })).toBeNull();
  });
});
