import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { ConnectionNotice } from './ConnectionNotice';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ConnectionNotice', () => {
  it('says nothing while online, says so when the connection goes, and when it is back', () => {
    vi.useFakeTimers();
    render(
      <TestProviders>
        <ConnectionNotice />
      </TestProviders>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');

    setOnline(false);
    expect(region).toHaveTextContent(
      /You are offline\. What you have entered stays on this page, and what you sent goes/,
    );

    setOnline(true);
    expect(region).toHaveTextContent('Back online.');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(region).toHaveTextContent('');
  });

  it('leaves room at the end of the page while it shows, and gives it back', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    render(
      <TestProviders>
        <ConnectionNotice />
      </TestProviders>,
    );
    expect(document.body.style.paddingBottom).toBe('');
    setOnline(false);
    expect(document.body.style.paddingBottom).toBe('72px');
    setOnline(true);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(document.body.style.paddingBottom).toBe('');
  });
});
