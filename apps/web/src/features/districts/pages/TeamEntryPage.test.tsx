import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import TeamEntryPage from './TeamEntryPage';

// The team list says, per athlete and discipline, whether they may enter and why not, and sends only
// what was chosen; a refusal names each athlete refused.

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const discipline = (key: string, name: string) => ({
  key,
  name,
  nameHi: '',
  sport: 'athletics',
  gender: 'any',
  classes: [],
  minAge: null,
  maxAge: null,
  capacity: null,
  placesLeft: null,
  feePaise: null,
  resultKind: 'time',
});

const eligibility = {
  form: {
    _id: 'f1',
    title: 'State meet',
    titleHi: '',
    eventTitle: 'State Para Athletics',
    competitionFirstDay: '2027-01-15',
    phase: 'open',
    feePaise: 15_000,
    lateFeePaise: 0,
    maxDisciplines: null,
    disciplines: [discipline('m100', 'Men’s 100 m'), discipline('w100', 'Women’s 100 m')],
  },
  athletes: [
    {
      _id: 'a1',
      name: 'Arun',
      uid: 'PSA-1',
      district: 'Kottayam',
      sportClasses: ['T44'],
      entryId: null,
      disciplines: [
        { key: 'm100', eligible: true, reason: null },
        { key: 'w100', eligible: false, reason: 'GENDER_NOT_ELIGIBLE' },
      ],
    },
    {
      _id: 'a2',
      name: 'Biju',
      uid: 'PSA-2',
      district: 'Kottayam',
      sportClasses: ['T46'],
      entryId: null,
      disciplines: [
        { key: 'm100', eligible: true, reason: null },
        { key: 'w100', eligible: false, reason: 'GENDER_NOT_ELIGIBLE' },
      ],
    },
  ],
};

describe('entering a team', () => {
  it('shows why an athlete may not enter, totals the choice and names each athlete refused', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/district/entry-forms/f1/eligibility'))
        return reply(200, { success: true, message: '', data: eligibility });
      if (url.endsWith('/api/district/entries')) {
        sent.push(JSON.parse(String(init?.body)));
        return reply(403, {
          success: false,
          message: 'refused',
          code: 'TEAM_ENTRY_REFUSED',
          data: {
            fields: { a2: 'blocked' },
            refusals: [{ userId: 'a2', name: 'Biju', code: 'REGISTRATION_NOT_APPROVED', discipline: null }],
          },
        });
      }
      return new Promise<Response>(() => {});
    });
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/district/competitions/f1/enter']}>
          <Routes>
            <Route path="/district/competitions/:formId/enter" element={<TeamEntryPage />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    const arun = await screen.findByRole('group', { name: 'Arun (PSA-1)' });
    const women = within(arun).getByRole('checkbox', { name: 'Women’s 100 m' });
    expect(women).toBeDisabled();
    expect(within(arun).getByText('This discipline is for another gender.')).toBeInTheDocument();

    await userEvent.click(within(arun).getByRole('checkbox', { name: 'Men’s 100 m' }));
    const biju = screen.getByRole('group', { name: 'Biju (PSA-2)' });
    await userEvent.click(within(biju).getByRole('checkbox', { name: 'Men’s 100 m' }));
    expect(screen.getByText(/2 athletes chosen\. Total: ₹\s?300/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Enter the team and pay ₹\s?300/ }));
    expect(await screen.findByText(/Biju: The athlete may not enter competitions/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        formId: 'f1',
        entries: [
          { userId: 'a1', disciplines: ['m100'] },
          { userId: 'a2', disciplines: ['m100'] },
        ],
      },
    ]);
  });
});
