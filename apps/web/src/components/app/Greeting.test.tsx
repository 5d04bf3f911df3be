import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/format';
import { dayInIndia, GREETING_REFRESH_MS, greetingKey } from '../../lib/greeting';
import { changeLanguage, i18n } from '../../lib/i18n';
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

describe("the header's date", () => {
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('en');
  });

  /** What the header shows for `date`, as the Greeting puts it together from the texts. */
  const headerDate = (date: Date) => {
    const today = dayInIndia(date);
    return i18n.t('app.today', {
      weekday: i18n.t(`app.weekday.${today.weekday}`),
      day: today.day,
      month: i18n.t(`app.month.${today.month}`),
      year: today.year,
    });
  };

  it.each(['en', 'hi'])(
    'reads in %s as Intl writes the full date in India, every day of a year and around midnight',
    async (language) => {
      await changeLanguage(language);
      const days: Date[] = [];
      for (let day = 0; day < 366; day += 1) days.push(new Date(Date.UTC(2028, 0, 1 + day, 6, 0)));
      // Either side of midnight in India (18:30 UTC), where the day in India and in UTC differ.
      days.push(new Date(Date.UTC(2026, 11, 31, 18, 29)), new Date(Date.UTC(2026, 11, 31, 18, 30)));
      for (const date of days) expect(headerDate(date)).toBe(formatDate(date, language, 'full'));
    },
  );

  it('is drawn without Intl', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 30, 4, 0)));
    // Neither a new formatter nor one made before (lib/format.ts keeps them) formats anything.
    // (`format` is a getter on the prototype, though TypeScript declares a method.)
    const prototype = Intl.DateTimeFormat.prototype as unknown as { get format(): unknown };
    const formats = vi.spyOn(prototype, 'format', 'get');
    const { DateTimeFormat } = Intl;
    let made = 0;
    Object.assign(Intl, {
      DateTimeFormat: class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          made += 1;
        }
      },
    });
    try {
      render(
        <TestProviders>
          <Greeting name="Asha Devi" />
        </TestProviders>,
      );
      expect(screen.getByText('Monday, 30 November 2026')).toBeInTheDocument();
      expect(made).toBe(0);
      expect(formats).not.toHaveBeenCalled();
    } finally {
      Object.assign(Intl, { DateTimeFormat });
      formats.mockRestore();
    }
  });
});
