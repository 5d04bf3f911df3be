import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { FORM_ID, fakeServer, formRow, ok } from '../test-fixtures';
import EventsResultsPage from './EventsResultsPage';

afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <EventsResultsPage />
      </MemoryRouter>
    </TestProviders>,
  );

describe('the administrators’ list of published results', () => {
  it('lists only competitions with published results, linking to their public page', async () => {
    fakeServer(({ url }) =>
      url.endsWith('/api/admin/results/forms')
        ? ok({
            items: [
              formRow({ publishedVersion: 2, publishedAt: '2027-01-23T10:00:00Z' }),
              formRow({ formId: 'draft', title: 'Not Yet Meet', publishedVersion: 0 }),
            ],
          })
        : undefined,
    );
    mount();
    expect(
      await screen.findByRole('heading', { name: 'State Para Athletics Championship 2027' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not Yet Meet' })).toBeNull();
    expect(screen.getByText(/^Version 2 published on/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Public results page of State Para Athletics Championship 2027' }),
    ).toHaveAttribute('href', `/results/${FORM_ID}`);
  });

  it('says when nothing is published yet', async () => {
    fakeServer(({ url }) =>
      url.endsWith('/api/admin/results/forms') ? ok({ items: [formRow()] }) : undefined,
    );
    mount();
    expect(await screen.findByText('No results have been published yet.')).toBeInTheDocument();
  });
});
