import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_ID, fakeServer, mountAt, ok, storedForm, submission } from '../test/fixtures';
import FormDetailsPage from './FormDetailsPage';

afterEach(() => vi.unstubAllGlobals());

const PATTERN = '/admin/view-form-details/:formId';
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });

function serve() {
  return fakeServer((url) => {
    if (url.pathname === `/api/admin/forms/${FORM_ID}`) return ok(storedForm());
    if (url.pathname === '/api/forms/submissions') return page([submission()]);
    return undefined;
  });
}

describe('the entry form details page', () => {
  it('shows the programme with its counts and the entries', async () => {
    serve();
    mountAt(`/admin/view-form-details/${FORM_ID}`, PATTERN, <FormDetailsPage />);
    const programme = await screen.findByRole('region', { name: 'Disciplines with their entries' });
    const row = within(programme).getByText("Men's 100 m").closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('T42-T47');
    expect(row).toHaveTextContent('10');
    const entries = await screen.findByRole('region', { name: 'Entries of this form' });
    expect(
      await within(entries).findByRole('button', { name: 'Open the entry of Ravi Kumar' }),
    ).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    const router = mountAt(`/admin/view-form-details/${FORM_ID}`, PATTERN, <FormDetailsPage />);
    await screen.findByRole('region', { name: 'Entries of this form' });
    // jsdom knows no role of <search>: found by its label.
    const filters = within(document.querySelector('search[aria-label="Filter the entries"]') as HTMLElement);
    await user.selectOptions(filters.getByLabelText('Discipline'), 'men-100m');
    await user.selectOptions(filters.getByLabelText('District'), 'Ernakulam');
    await user.type(filters.getByLabelText('Sport class'), 't44{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('sportClass=T44'));
    await waitFor(() => expect(router.state.location.search).toContain('discipline=men-100m'));
    expect(router.state.location.search).toContain('district=Ernakulam');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => {
          const url = String(input);
          return (
            url.includes('/api/forms/submissions') &&
            url.includes('discipline=men-100m') &&
            url.includes('district=Ernakulam')
          );
        }),
      ).toBe(true),
    );
  });

  it('reads the filters from the address it is opened at', async () => {
    const fetchMock = serve();
    mountAt(
      `/admin/view-form-details/${FORM_ID}?status=pending_payment&sportClass=T44`,
      PATTERN,
      <FormDetailsPage />,
    );
    await screen.findByRole('region', { name: 'Entries of this form' });
    expect(screen.getByLabelText('Status', { selector: 'select' })).toHaveValue('pending_payment');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) =>
            String(input).includes('status=pending_payment') && String(input).includes('sportClass=T44'),
        ),
      ).toBe(true),
    );
  });
});
