import type { RecordMark, StateRecord } from '@para/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TableBox, resultsTableClasses as table } from '../../content';
import { holdersOf, type RecordDisciplineGroup } from '../group';
import classes from './records.module.css';

/**
 * One discipline's records: a table of the current record of each class, then each class's history in
 * a native disclosure (it opens without JavaScript). Class, mark and athlete come first: on a phone they
 * are what shows before the table is scrolled.
 */
export function RecordSection({ group }: { group: RecordDisciplineGroup }) {
  const { t } = useTranslation();
  const caption = t('records.caption', { discipline: group.name });
  const withHistory = group.records.filter((record) => record.history.length > holdersOf(record).length);
  return (
    <section className={table.section} id={group.id} aria-labelledby={`${group.id}-title`}>
      <h2 id={`${group.id}-title`}>{group.name}</h2>
      <p className={classes.sport}>
        {t(`competitions.sports.${group.sport}`, { defaultValue: group.sport })}
      </p>
      <TableBox label={caption}>
        <MarksTable
          caption={caption}
          rows={group.records.flatMap((record) => holdersOf(record).map((entry) => ({ record, entry })))}
        />
      </TableBox>
      {withHistory.map((record) => {
        const label = t('records.historyOf', { discipline: group.name, class: classLabel(t, record) });
        return (
          <details key={record.id} id={record.id} className={classes.history}>
            <summary>{`${label} (${t('records.marks', { count: record.history.length })})`}</summary>
            <TableBox label={label}>
              <MarksTable caption={label} rows={record.history.map((entry) => ({ record, entry }))} history />
            </TableBox>
          </details>
        );
      })}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];
const classLabel = (t: Translate, record: StateRecord) => record.sportClass || t('records.noClass');

function MarksTable({
  caption,
  rows,
  history = false,
}: {
  caption: string;
  rows: { record: StateRecord; entry: RecordMark }[];
  history?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const withWind = rows.some(({ entry }) => entry.wind !== null);
  return (
    <table className={table.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('records.class')}</th>
          <th scope="col" className={table.num}>
            {t('records.mark')}
          </th>
          <th scope="col">{t('records.athlete')}</th>
          {withWind && (
            <th scope="col" className={table.num}>
              {t('records.wind')}
            </th>
          )}
          <th scope="col">{t('records.date')}</th>
          <th scope="col">{t('records.competition')}</th>
          <th scope="col">{t('records.district')}</th>
          <th scope="col">{t('records.uid')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ record, entry }) => (
          <tr key={`${record.id}|${entry.formId}|${entry.uid}|${entry.markValue}`}>
            <td className={table.nowrap}>{classLabel(t, record)}</td>
            <td className={`${table.num} ${table.nowrap}`}>
              {entry.mark}
              {entry.equalled && <span className={table.badge}>{t('records.equalled')}</span>}
              {history && entry.current && !entry.equalled && (
                <span className={table.badge}>{t('records.current')}</span>
              )}
            </td>
            <th scope="row">{entry.name}</th>
            {withWind && <td className={table.num}>{entry.wind ?? ''}</td>}
            <td className={table.nowrap}>
              <time dateTime={entry.date}>{formatDate(entry.date, i18n.language, 'medium')}</time>
            </td>
            <td>
              <Link to={paths.competitionResults(entry.formId)}>{entry.competition}</Link>
            </td>
            <td>
              {entry.district ? t(`districts.${entry.district}`, { defaultValue: entry.district }) : ''}
            </td>
            <td className={table.nowrap}>{entry.uid}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
