import type { PublicEvent } from '@para/contract';
import { Link } from 'react-router';
import { dayOfMonth, formatMonthShort } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import classes from './content.module.css';
import { EventDates } from './EventDates';

export function EventCard({ item, headingLevel = 3 }: { item: PublicEvent; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      <div className={classes.cardBody}>
        <div className={classes.eventRow}>
          <div className={classes.dateBadge} aria-hidden>
            <span>{dayOfMonth(item.startDate)}</span>
            <span>{formatMonthShort(item.startDate)}</span>
          </div>
          <div>
            <Heading className={classes.cardTitle}>
              <Link to={paths.event(item._id)}>{item.title}</Link>
            </Heading>
            <p className={classes.meta}>
              <EventDates start={item.startDate} end={item.endDate} />
            </p>
          </div>
        </div>
        <p style={{ margin: 0 }}>
          <span className="visually-hidden-inline">{t('content.events.venue')}: </span>
          {item.venue}
        </p>
        {item.sports.length > 0 && (
          <ul className={classes.tags} aria-label={t('content.events.sports')}>
            {item.sports.map((sport) => (
              <li key={sport}>{sport}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
