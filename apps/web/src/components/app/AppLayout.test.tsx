import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { mediaQueryList } from '../../test/media-query';
import { TestProviders } from '../../test/render';
import { AppLayout, athleteNavigation } from './AppLayout';
import { staffNavigation } from './staff-nav-items';

/** A 360 px phone: every max-width query the layout asks about matches. */
function phoneMatchMedia(query: string): MediaQueryList {
  return mediaQueryList(query, query.includes('max-width'));
}

function renderArea(area: 'user' | 'admin') {
  session.set({ accessToken: 'token', name: 'Asha', isAdmin: area === 'admin', emailVerified: true });
  const start = area === 'admin' ? '/admin/dashboard' : '/user/dashboard';
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppLayout navigation={area === 'admin' ? staffNavigation.admin : athleteNavigation.user} />,
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the navigation drawer on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = vi.fn(phoneMatchMedia);
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('stays open after the menu button is pressed, and shows the navigation and display settings', async () => {
    renderArea('user');
    const button = screen.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(button);
    // Give effects a chance to run: the old code closed the drawer in an effect after every render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Identity Card' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Larger text/ })).toBeInTheDocument();
  });

  it('closes when a page is chosen in it', async () => {
    const router = renderArea('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Payment Management' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/payment-management'));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });
});
