import type { RecordMark, StateRecord } from '@para/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { TableBox, resultsTableClasses as table } from '../../content';

type Translate = ReturnType<typeof useTranslation>['t'];
export const classLabel = (t: Translate, record: StateRecord) => record.sportClass || t('records.noClass');

export interface MarkRow {
  record: StateRecord;
  entry: RecordMark;
}

/**
 * Record marks in a table that scrolls sideways inside its box on a phone: class, mark and athlete
 * first. `history` (one class's history: no class column) adds the marks' standing (current, equalled)
 * and the athlete's district and UID.
 */
export function MarksTable({
  caption,
  rows,
  history = false,
}: {
  caption: string;
  rows: MarkRow[];
  history?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const withWind = rows.some(({ entry }) => entry.wind !== null);
  return (
    <TableBox label={caption}>
      <table className={table.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {!history && <th scope="col">{t('records.class')}</th>}
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
            {history && <th scope="col">{t('records.district')}</th>}
            {history && <th scope="col">{t('records.uid')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ record, entry }) => (
            <tr key={`${record.id}|${entry.formId}|${entry.uid}|${entry.markValue}`}>
              {!history && <td className={table.nowrap}>{classLabel(t, record)}</td>}
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
              {history && (
                <td>
                  {entry.district ? t(`districts.${entry.district}`, { defaultValue: entry.district }) : ''}
                </td>
              )}
              {history && <td className={table.nowrap}>{entry.uid}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
