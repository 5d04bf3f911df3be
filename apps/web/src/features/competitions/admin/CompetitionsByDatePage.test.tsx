import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CompetitionsByDatePage from './CompetitionsByDatePage';
import { fakeServer, formRow, mountAt, ok } from './test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const list = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });
const formsCall = (fetchMock: ReturnType<typeof fakeServer>) =>
  new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');

describe('the competitions by their days', () => {
  it('shows each upcoming competition with its days, venue, entry window, status and counts', async () => {
    const fetchMock = fakeServer((url) =>
      url.pathname === '/api/admin/forms'
        ? list([
            formRow(),
            formRow({ _id: 'f2', title: 'Swimming entries', eventTitle: 'Swimming meet', venue: '' }),
          ])
        : undefined,
    );
    mountAt('/admin/upcoming-events', '/admin/upcoming-events', <CompetitionsByDatePage when="upcoming" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Upcoming competitions' });
    const link = await within(table).findByRole('link', { name: 'State Para Athletics 2027' });
    expect(link).toHaveAttribute('href', expect.stringContaining('/admin/view-form-details/'));
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('State Para Athletics Championship');
    expect(row).toHaveTextContent(/10.11 February 2027/);
    expect(row).toHaveTextContent('Kochi');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('₹12,500');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['14', '3', '2']));
    expect(within(table).getByText('Swimming meet').closest('tr')).not.toHaveTextContent('Kochi');
    const asked = formsCall(fetchMock);
    expect(asked.searchParams.get('when')).toBe('upcoming');
    expect(asked.searchParams.get('page')).toBe('1');
  });

  it('asks for the past competitions, with links to their forms only', async () => {
    const fetchMock = fakeServer((url) =>
      url.pathname === '/api/admin/forms'
        ? list([formRow({ startDate: '2026-10-01', endDate: '2026-10-01', status: 'closed' })])
        : undefined,
    );
    mountAt('/admin/previous-events', '/admin/previous-events', <CompetitionsByDatePage when="past" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Previous Events' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Previous competitions' });
    const row = (await within(table).findByText('State Para Athletics Championship')).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('1 October 2026');
    expect(row).toHaveTextContent('Closed');
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([expect.stringContaining('/admin/view-form-details/')]);
    expect(formsCall(fetchMock).searchParams.get('when')).toBe('past');
  });

  it('says it is loading until the server answers', async () => {
    fakeServer(() => undefined);
    mountAt('/admin/upcoming-events', '/admin/upcoming-events', <CompetitionsByDatePage when="upcoming" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });

  it('says when no competition has ended yet', async () => {
    fakeServer((url) => (url.pathname === '/api/admin/forms' ? list([]) : undefined));
    mountAt('/admin/previous-events', '/admin/previous-events', <CompetitionsByDatePage when="past" />);
    expect(await screen.findByText('No competition with an entry form has ended yet.')).toBeInTheDocument();
  });

  it('passes the search in the address to the server', async () => {
    const fetchMock = fakeServer((url) => (url.pathname === '/api/admin/forms' ? list([]) : undefined));
    mountAt(
      '/admin/upcoming-events?search=swim',
      '/admin/upcoming-events',
      <CompetitionsByDatePage when="upcoming" />,
    );
    expect(await screen.findByText('No upcoming competition matches this search.')).toBeInTheDocument();
    expect(formsCall(fetchMock).searchParams.get('search')).toBe('swim');
  });
});
