import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '../lib/session';
import { TestProviders } from '../test/render';

// What the sign-up and sign-in form tests share: the app's route tree in a memory router, and a fetch
// stub each test answers the form's calls with.

export const fetchMock = vi.fn<typeof fetch>();
export const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

/** The app's route tree at `path` in a memory router, staff pages added on the way as in the browser. */
export async function mount(path: string) {
  const { addStaffPages, routeTree } = await import('./route-tree');
  const router = createMemoryRouter(routeTree, {
    initialEntries: [path],
    patchRoutesOnNavigation: addStaffPages,
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** Each test starts signed out, with fetch stubbed; called once at the top of a test file. */
export function setUpAuthFormsHarness(): void {
  beforeEach(() => {
    session.reset();
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
}

/** The attempt a sign-up's answer names (the server's id of it). */
export const ATTEMPT = '0b3f5e2c-6a1d-4c8e-9f7a-2d4b6c8e0a13';
export const created = () =>
  json(201, { success: true, message: 'Created', data: { email: 'asha@example.in', attempt: ATTEMPT } });

/** The JSON body of the stubbed fetch's call number `call`. */
export const sentBody = (call: number) => JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string);

/** Fills the sign-up form with a valid person and sends it. */
export async function fillSignup(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Full name/), 'Asha Devi');
  await user.type(screen.getByLabelText(/^E-mail/), 'asha@example.in');
  await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
  await user.type(screen.getByLabelText(/^Password/), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}
