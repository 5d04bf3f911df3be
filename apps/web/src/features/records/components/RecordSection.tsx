import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { resultsTableClasses as table } from '../../content';
import type { RecordDisciplineGroup } from '../group';
import { MarksTable } from './MarksTable';
import classes from './records.module.css';

/** One discipline on the list of records: the record of each class now, and a link to their history. */
export function RecordSection({ group }: { group: RecordDisciplineGroup }) {
  const { t } = useTranslation();
  const caption = t('records.caption', { discipline: group.name });
  return (
    <section className={table.section} id={group.id} aria-labelledby={`${group.id}-title`}>
      <h2 id={`${group.id}-title`}>{group.name}</h2>
      <p className={classes.sport}>
        {t(`competitions.sports.${group.sport}`, { defaultValue: group.sport })}
      </p>
      <MarksTable
        caption={caption}
        rows={group.records.flatMap((record) => record.history.map((entry) => ({ record, entry })))}
      />
      <Link className={classes.more} to={paths.recordHistory(group.sport, group.discipline)}>
        {t('records.historyLink', { discipline: group.name })} →
      </Link>
    </section>
  );
}
