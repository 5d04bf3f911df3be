import type { ArchiveCompetition } from '@para/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { TestProviders } from '../../../test/render';
import PreviousEventsPage from './PreviousEventsPage';

const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const competition = (over: Partial<ArchiveCompetition> = {}): ArchiveCompetition => ({
  formId: 'f1',
  title: 'State Meet 2019',
  eventTitle: 'State Meet 2019',
  venue: 'Maharaja’s College Ground',
  startDate: '2019-02-10',
  endDate: '2019-02-11',
  archive: true,
  version: 1,
  publishedAt: '2026-11-20T10:00:00.000Z',
  disciplines: [{ key: 'w100', name: "Women's 100 m", nameHi: 'महिला 100 मी', results: 3 }],
  medals: [{ district: 'Ernakulam', gold: 1, silver: 0, bronze: 0, total: 1 }],
  records: [
    {
      discipline: 'w100',
      disciplineName: "Women's 100 m",
      disciplineNameHi: '',
      sport: 'athletics',
      sportClass: 'T44',
      athleteName: 'Asha Menon',
      uid: 'KLPS1900001',
      mark: '13.10',
      step: 'set',
      current: true,
    },
  ],
  matches: [],
  matchCount: 0,
  ...over,
});

/** Stubs fetch: the archive answers by what it is asked; the athlete's entries are none. */
function fakeArchive() {
  const asked: URLSearchParams[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/forms/my-submissions' || url.pathname === '/api/forms') return json([]);
    if (url.pathname !== '/api/archive') return new Promise<Response>(() => {});
    asked.push(url.searchParams);
    const mine = url.searchParams.get('athlete') === 'KLPS1900001';
    const items = mine
      ? [
          competition({
            matchCount: 1,
            matches: [
              {
                discipline: 'w100',
                disciplineName: "Women's 100 m",
                disciplineNameHi: '',
                uid: 'KLPS1900001',
                name: 'Asha Menon',
                sportClass: 'T44',
                place: 1,
                mark: '13.10',
                status: null,
                round: null,
                heat: null,
              },
            ],
          }),
        ]
      : url.searchParams.get('year') === '1990'
        ? []
        : [competition(), competition({ formId: 'f2', title: 'State Meet 2021', startDate: '2021-03-05' })];
    return json({ items, total: items.length, page: 1, pageSize: 10 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

const mount = () =>
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/user/previous-events']}>
        <PreviousEventsPage />
      </MemoryRouter>
    </TestProviders>,
  );

beforeEach(() => session.set({ accessToken: 'token', uid: 'KLPS1900001', registrationApproved: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('previous events', () => {
  it("shows the athlete's own results first, found by UID, then every past competition", async () => {
    const asked = fakeArchive();
    mount();
    const mine = await screen.findByRole('list', { name: 'Your results' });
    expect(within(mine).getByRole('heading', { name: 'State Meet 2019' })).toBeInTheDocument();
    expect(within(mine).getByRole('heading', { name: 'Your results here' })).toBeInTheDocument();
    expect(within(mine).getByRole('cell', { name: '13.10' })).toBeInTheDocument();
    const all = await screen.findByRole('list', { name: 'Search past competitions' });
    expect(
      within(all)
        .getAllByRole('heading', { level: 3 })
        .map((item) => item.textContent),
    ).toEqual(['State Meet 2019', 'State Meet 2021']);
    // Each links to its results per discipline and its whole results page.
    expect(within(all).getAllByRole('link', { name: "Women's 100 m (3)" })[0]).toHaveAttribute(
      'href',
      '/results/f1#discipline-w100',
    );
    expect(asked.some((params) => params.get('athlete') === 'KLPS1900001')).toBe(true);
  });

  it('searches by year with the keyboard, and says when nothing is found', async () => {
    const asked = fakeArchive();
    const user = userEvent.setup();
    mount();
    await screen.findByRole('list', { name: 'Search past competitions' });
    await user.type(screen.getByRole('textbox', { name: /^Year/ }), '1990{Enter}');
    expect(await screen.findByText('No past competition matches this search.')).toBeInTheDocument();
    expect(asked.at(-1)?.get('year')).toBe('1990');
  });

  it('tells a search the server would refuse on its field, and sends nothing', async () => {
    const asked = fakeArchive();
    const user = userEvent.setup();
    mount();
    await screen.findByRole('list', { name: 'Search past competitions' });
    const before = asked.length;
    await user.type(screen.getByRole('searchbox', { name: /^Athlete/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /^Year/ }), '19{Enter}');
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a year such as 2019.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /^Athlete/ })).toHaveFocus();
    expect(asked.length).toBe(before);
  });

  it('tells the athlete without a UID where their results will appear', async () => {
    session.set({ accessToken: 'token', uid: '' });
    fakeArchive();
    mount();
    expect(
      await screen.findByText(
        'Your results appear here once your registration is approved and you have a UID.',
      ),
    ).toBeInTheDocument();
  });
});
