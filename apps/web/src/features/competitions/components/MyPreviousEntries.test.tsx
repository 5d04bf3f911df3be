import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { athleteForm, FORM_ID, fakeServer, inDays, myEntry, ok } from '../test-fixtures';
import { MyPreviousEntries } from './MyPreviousEntries';

afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <MyPreviousEntries />
      </MemoryRouter>
    </TestProviders>,
  );

describe('previous events', () => {
  it('lists the confirmed entries of competitions already held, not those to come or withdrawn', async () => {
    fakeServer(({ url }) => {
      if (url.endsWith('/api/forms/my-submissions'))
        return ok([
          myEntry({ _id: 'past', formTitle: 'Winter Meet 2026' }),
          myEntry({ _id: 'gone', formId: 'old-form', formTitle: 'Summer Meet 2026' }),
          myEntry({ _id: 'left', formId: 'other', formTitle: 'Withdrawn Meet', status: 'withdrawn' }),
          myEntry({ _id: 'soon', formId: 'future', formTitle: 'Coming Meet' }),
        ]);
      if (url.endsWith('/api/forms'))
        return ok([
          athleteForm({ phase: 'closed', competitionFirstDay: inDays(-5).slice(0, 10) }),
          athleteForm({ _id: 'future', title: 'Coming Meet' }),
        ]);
      return undefined;
    });
    mount();
    expect(await screen.findByRole('heading', { name: 'Winter Meet 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summer Meet 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Withdrawn Meet' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Coming Meet' })).toBeNull();
    // The form still listed names its disciplines.
    expect(screen.getByText("Men's 100 m T35-T38")).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View my entry/ })[0]).toHaveAttribute(
      'href',
      `/user/event-form/${FORM_ID}`,
    );
  });

  it('says when there is nothing yet', async () => {
    fakeServer(({ url }) => {
      if (url.endsWith('/api/forms/my-submissions')) return ok([]);
      if (url.endsWith('/api/forms')) return ok([]);
      return undefined;
    });
    mount();
    expect(await screen.findByText(/No past competitions yet/)).toBeInTheDocument();
  });
});
