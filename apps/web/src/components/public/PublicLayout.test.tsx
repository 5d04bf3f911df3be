import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { PublicLayout } from './PublicLayout';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PublicLayout', () => {
  it('leaves no timer behind when it goes before the browser was idle', () => {
    // A timer left to fire after the layout has gone updated a component that no longer exists (and,
    // in tests, fired after the page itself was torn down).
    const started = vi.spyOn(window, 'setTimeout');
    const cleared = vi.spyOn(window, 'clearTimeout');
    const router = createMemoryRouter([
      { Component: PublicLayout, children: [{ path: '/', Component: () => null }] },
    ]);
    const view = render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const aboutTimer = started.mock.results[started.mock.calls.findIndex(([, delay]) => delay === 1500)];
    expect(aboutTimer).toBeDefined();
    view.unmount();
    expect(cleared).toHaveBeenCalledWith(aboutTimer?.value);
  });
});
