import type { StateRecord } from '@para/contract';
import { useTranslation } from '../../../lib/translation';
import { resultsTableClasses as table } from '../../content';
import { classLabel, MarksTable } from './MarksTable';

/** Each class's record of one discipline with every time it was set or equalled, oldest first. */
export function RecordHistory({ records }: { records: StateRecord[] }) {
  const { t } = useTranslation();
  return records.map((record) => {
    const label = t('records.historyOf', { discipline: record.name, class: classLabel(t, record) });
    return (
      <section
        key={record.id}
        id={record.id}
        className={table.section}
        aria-labelledby={`${record.id}-title`}
      >
        <h2 id={`${record.id}-title`}>
          {record.sportClass ? t('records.classHeading', { class: record.sportClass }) : t('records.noClass')}
        </h2>
        <MarksTable caption={label} rows={record.history.map((entry) => ({ record, entry }))} history />
      </section>
    );
  });
}
