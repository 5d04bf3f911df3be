import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { TestProviders } from '../../test/render';
import { userNav } from './nav-items';
import { PageSearch } from './PageSearch';
import { adminNav } from './staff-nav-items';

/** The search input (its listbox is labelled "Search" too). */
const searchBox = () =>
  screen.getAllByLabelText('Search').find((node) => node.tagName === 'INPUT') as HTMLElement;

function setUp(admin: boolean) {
  session.set({ accessToken: 'token', isAdmin: admin, emailVerified: true, registrationApproved: true });
  const items = admin ? adminNav : userNav;
  const router = createMemoryRouter([{ path: '*', element: <PageSearch items={items} /> }], {
    initialEntries: ['/start'],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the top bar search', () => {
  it('opens a page of the area by its name', async () => {
    const router = setUp(false);
    await userEvent.type(searchBox(), 'identity{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/identity-card'));
  });

  it('searches UIDs for an administrator when the text names no page', async () => {
    const router = setUp(true);
    await userEvent.type(searchBox(), 'klps26{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/search-uid'));
    expect(router.state.location.search).toBe('?q=KLPS26');
  });

  it('offers the UID search first in the list for an administrator', async () => {
    setUp(true);
    await userEvent.type(searchBox(), '00042');
    expect(await screen.findByRole('option', { name: 'Search UID: 00042' })).toBeInTheDocument();
  });

  it('does not search UIDs for an athlete', async () => {
    const router = setUp(false);
    await userEvent.type(searchBox(), 'klps26{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/start');
    expect(screen.queryByRole('option', { name: /Search UID/ })).not.toBeInTheDocument();
  });
});
