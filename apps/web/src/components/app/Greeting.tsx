import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { GREETING_REFRESH_MS, greetingKey } from '../../lib/greeting';
import classes from './AppLayout.module.css';

/** "Good Morning, Asha" with today's date; re-evaluated every minute so it follows the clock. */
export function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
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
        {formatDate(now, 'full')}
      </Text>
    </div>
  );
}
