import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, redirect } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { TestProviders } from '../test/render';
import { RequireAdmin, RequireLoggedIn, RequireLoggedOut, RequireStatePage } from './guards';
import { addStaffPages, routeTree } from './route-tree';

const user = {
  _id: 'u1',
  name: 'Asha Devi',
  phone: '+919876543210',
  email: 'asha@example.in',
  emailVerified: true,
  accessToken: 'token',
  isAdmin: false,
  registrationApproved: false,
  registrationCompleted: false,
  registrationPaymentCompleted: false,
  profilePhoto: '',
  uid: '',
};

const page = (name: string) => ({ element: <p>page:{name}</p> });

/** The guards as the app wires them, with marker pages instead of the real ones. */
const stubTree: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: '/', ...page('root') },
      { path: '/home', ...page('home') },
      {
        element: <RequireLoggedOut />,
        children: [
          { path: '/login', ...page('login') },
          { path: '/register', ...page('register') },
          { path: '/reset-password', ...page('reset-password') },
        ],
      },
      {
        element: <RequireLoggedIn />,
        children: [
          {
            element: <RequireStatePage />,
            children: [
              { path: '/account-setup', ...page('account-setup') },
              { path: '/registration-payment', ...page('registration-payment') },
              { path: '/uid-status', ...page('uid-status') },
              { path: '/user/dashboard', ...page('user-dashboard') },
            ],
          },
          { path: '/registration', ...page('registration') },
          { path: '/user', loader: () => redirect('/user/dashboard') },
          { path: '/user/profile', ...page('user-profile') },
          {
            path: '/admin',
            element: <RequireAdmin />,
            children: [{ path: 'dashboard', ...page('admin-dashboard') }],
          },
        ],
      },
    ],
  },
];

function mount(path: string, tree: RouteObject[] = stubTree) {
  const router = createMemoryRouter(tree, { initialEntries: [path], patchRoutesOnNavigation: addStaffPages });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  session.reset();
  // The startup profile check would call the server; keep it pending so the test decides the session.
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('route guards', () => {
  it.each(['/account-setup', '/registration', '/user/profile', '/admin/dashboard'])(
    'send a logged-out visitor from %s to /login',
    async (path) => {
      const router = mount(path);
      expect(await screen.findByText('page:login')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('send a non-admin away from /admin to /', async () => {
    session.set({ ...user, registrationApproved: true });
    const router = mount('/admin/dashboard');
    expect(await screen.findByText('page:root')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('let an administrator into /admin', async () => {
    session.set({ ...user, isAdmin: true });
    mount('/admin/dashboard');
    expect(await screen.findByText('page:admin-dashboard')).toBeInTheDocument();
  });

  it.each([
    ['/login', {}, '/account-setup'],
    ['/register', { registrationCompleted: true }, '/registration-payment'],
    ['/reset-password', { registrationPaymentCompleted: true }, '/uid-status'],
    ['/login', { registrationApproved: true }, '/user/dashboard'],
    ['/login', { isAdmin: true }, '/admin/dashboard'],
  ])('send a logged-in user from %s to the page for their state', async (path, flags, target) => {
    session.set({ ...user, ...flags });
    const router = mount(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it.each([
    ['/account-setup', { registrationApproved: true }, '/user/dashboard'],
    ['/user/dashboard', {}, '/account-setup'],
    ['/uid-status', { registrationCompleted: true }, '/registration-payment'],
    ['/registration-payment', { registrationPaymentCompleted: true }, '/uid-status'],
  ])('move a user on %s to their own state page', async (path, flags, target) => {
    session.set({ ...user, ...flags });
    const router = mount(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('leave a user on the state page that is theirs', async () => {
    session.set({ ...user, registrationCompleted: true });
    mount('/registration-payment');
    expect(await screen.findByText('page:registration-payment')).toBeInTheDocument();
  });

  it('follow the session: flags arriving later (profile refresh) move the user', async () => {
    session.set(user);
    const router = mount('/account-setup');
    expect(await screen.findByText('page:account-setup')).toBeInTheDocument();
    session.set({ registrationCompleted: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration-payment'));
  });
});

describe('the app route tree', () => {
  it('redirects / to /home', async () => {
    const router = mount('/', routeTree);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sport for every ability' }),
    ).toBeInTheDocument();
  });

  it('redirects /user to /user/dashboard for an approved user', async () => {
    session.set({ ...user, registrationApproved: true });
    const router = mount('/user', routeTree);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('redirects /admin to /admin/dashboard for an administrator', async () => {
    session.set({ ...user, isAdmin: true });
    const router = mount('/admin', routeTree);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it("opens a staff page at its own address, its area's pages added on the way", async () => {
    session.set({ ...user, isAdmin: true });
    const router = mount('/admin/user-management', routeTree);
    await waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('user-management'));
    expect(router.state.location.pathname).toBe('/admin/user-management');
  });

  it('shows the not-found page for an unknown address in a staff area', async () => {
    session.set({ ...user, isAdmin: true });
    mount('/admin/no-such-page', routeTree);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a non-admin on /admin to / and so on to /home', async () => {
    session.set({ ...user, registrationApproved: true });
    const router = mount('/admin/user-management', routeTree);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends a logged-out visitor of /user/dashboard to the login page', async () => {
    const router = mount('/user/dashboard', routeTree);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    mount('/no/such/page', routeTree);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  });
});
