import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FormListingPage from './FormListingPage';
import { fakeServer, formRow, mountAt, ok } from './test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const list = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });

describe('the entry forms list', () => {
  it('shows each form with its competition, status and counts', async () => {
    const fetchMock = fakeServer((url) =>
      url.pathname === '/api/admin/forms'
        ? list([
            formRow(),
            formRow({
              _id: 'f2',
              title: 'Swimming meet',
              status: 'draft',
              entered: 0,
              waitlisted: 0,
              unpaid: 0,
              paidTotalPaise: 0,
            }),
          ])
        : undefined,
    );
    mountAt('/admin/form-listing', '/admin/form-listing', <FormListingPage />);
    const table = await screen.findByRole('region', { name: 'Entry forms' });
    const link = await within(table).findByRole('link', { name: 'State Para Athletics 2027' });
    expect(link).toHaveAttribute('href', expect.stringContaining('/admin/view-form-details/'));
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('State Para Athletics Championship');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('14');
    expect(row).toHaveTextContent('₹12,500');
    expect(within(table).getByText('Swimming meet').closest('tr')).toHaveTextContent('Draft');
    expect(screen.getByRole('link', { name: 'New entry form' })).toHaveAttribute('href', '/admin/forms/new');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('page=1');
  });

  it('says when there is no form yet', async () => {
    fakeServer((url) => (url.pathname === '/api/admin/forms' ? list([]) : undefined));
    mountAt('/admin/form-listing', '/admin/form-listing', <FormListingPage />);
    expect(
      await screen.findByText('No entry form yet. Create one for a published event.'),
    ).toBeInTheDocument();
  });

  it('asks the server for the status chosen in the address', async () => {
    const fetchMock = fakeServer((url) => (url.pathname === '/api/admin/forms' ? list([]) : undefined));
    mountAt('/admin/form-listing?status=closed', '/admin/form-listing', <FormListingPage />);
    expect(await screen.findByText('No entry form matches these filters.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('status=closed');
  });
});
