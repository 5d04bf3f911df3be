import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { athleteForm, discipline, fakeServer, inDays, ok, profile } from '../test-fixtures';
import CompetitionsPage from './CompetitionsPage';

afterEach(() => vi.unstubAllGlobals());

const mount = (view: 'all' | 'upcoming') =>
  render(
    <TestProviders>
      <MemoryRouter>
        <CompetitionsPage view={view} />
      </MemoryRouter>
    </TestProviders>,
  );

describe('the competitions list', () => {
  it('says why the athlete may not enter a discipline, and offers to enter the others', async () => {
    fakeServer(({ url }) => {
      if (url.endsWith('/api/forms')) return ok([athleteForm()]);
      if (url.endsWith('/api/profile')) return ok(profile());
      return undefined;
    });
    mount('all');
    const card = await screen.findByRole('article', { name: 'State Para Athletics Championship 2027' });
    expect(
      await within(card).findByText("Your class T37 is not in this discipline's classes T42-T47."),
    ).toBeInTheDocument();
    expect(within(card).getByText(/You may enter/)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Enter State Para Athletics Championship 2027' }),
    ).toHaveAttribute('href', '/user/form/5b0c6f3e-4a55-4f5c-9f0e-0d3a1c2b7a10');
    expect(screen.getByRole('heading', { name: 'Open for entries' })).toBeInTheDocument();
  });

  it('offers the entry rather than a second one when the athlete has entered, and says a full discipline waitlists', async () => {
    fakeServer(({ url }) => {
      if (url.endsWith('/api/forms'))
        return ok([
          athleteForm({
            myEntryId: 'e1',
            disciplines: [
              discipline({ capacity: 8, placesLeft: 0, waitlist: true, reason: 'DISCIPLINE_FULL' }),
            ],
          }),
        ]);
      if (url.endsWith('/api/profile')) return ok(profile());
      return undefined;
    });
    mount('upcoming');
    expect(await screen.findByRole('heading', { name: 'You have entered' })).toBeInTheDocument();
    expect(
      screen.getByText('All 8 places are taken: if you enter, you go on the waiting list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View my entry/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Enter/ })).toBeNull();
  });

  it('leaves competitions already held to Previous Events', async () => {
    fakeServer(({ url }) => {
      if (url.endsWith('/api/forms'))
        return ok([athleteForm({ phase: 'closed', competitionFirstDay: inDays(-3).slice(0, 10) })]);
      if (url.endsWith('/api/profile')) return ok(profile());
      return undefined;
    });
    mount('all');
    expect(await screen.findByText(/There are no competitions taking entries/)).toBeInTheDocument();
  });
});
