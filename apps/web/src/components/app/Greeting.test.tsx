import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GREETING_REFRESH_MS, greetingKey } from '../../lib/greeting';
import { TestProviders } from '../../test/render';
import { Greeting } from './Greeting';

const at = (hours: number, minutes = 0) => new Date(2025, 10, 22, hours, minutes, 0);

describe('greetingKey', () => {
  it.each([
    [0, 0, 'goodMorning'],
    [11, 59, 'goodMorning'],
    [12, 0, 'goodAfternoon'],
    [16, 59, 'goodAfternoon'],
    [17, 0, 'goodEvening'],
    [20, 59, 'goodEvening'],
    [21, 0, 'goodNight'],
    [23, 59, 'goodNight'],
  ])('%i:%i is %s', (hours, minutes, expected) => {
    expect(greetingKey(at(hours, minutes))).toBe(expected);
  });
});

describe('<Greeting>', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets by name, or "User", and follows the clock every minute', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(at(11, 59));
    const { rerender } = render(
      <TestProviders>
        <Greeting name="Asha Devi" />
      </TestProviders>,
    );
    expect(screen.getByTestId('greeting')).toHaveTextContent('Good Morning, Asha Devi');

    act(() => {
      vi.advanceTimersByTime(GREETING_REFRESH_MS);
    });
    expect(screen.getByTestId('greeting')).toHaveTextContent('Good Afternoon, Asha Devi');

    rerender(
      <TestProviders>
        <Greeting name="" />
      </TestProviders>,
    );
    expect(screen.getByTestId('greeting')).toHaveTextContent('Good Afternoon, User');
  });
});
