import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dayInIndia, GREETING_REFRESH_MS, greetingKey } from '../../lib/greeting';
import { useTranslation } from '../../lib/translation';
import classes from './AppLayout.module.css';

/**
 * "Good Morning, Asha" with today's date in India; re-evaluated every minute so it follows the clock.
 * The date is put together from the texts' day and month names rather than by Intl: a page's first
 * Intl formatter starts the browser's locale data, 100-270 ms of a cheap phone's main thread in one
 * piece, and the header is on every signed-in page, most of which format nothing else at first.
 */
export function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  const today = dayInIndia(now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), GREETING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className={classes.greeting}>
      <Text fw={700} className={classes.greetingLine} data-testid="greeting">
        {t(`app.greeting.${greetingKey(now)}`)}, {name || t('app.defaultName')}
      </Text>
      <Text size="xs" c="dimmed" className={classes.dateLine}>
        {t('app.today', {
          weekday: t(`app.weekday.${today.weekday}`),
          day: today.day,
          month: t(`app.month.${today.month}`),
          year: today.year,
        })}
      </Text>
    </div>
  );
}
