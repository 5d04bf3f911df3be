import { type PublicDisciplineResults, placingHeat } from '@para/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import classes from './results.module.css';
import { TableBox } from './TableBox';

type Result = PublicDisciplineResults['results'][number];

/**
 * Rows of one round and heat, in the order the server gave them (places, then DNF, NM, DQ, DNS). A
 * final run in several heats is one table, placed across its heats, with each row's heat beside it.
 */
function groups(results: Result[]) {
  const list: { round: string | null; heat: string | null; rows: Result[] }[] = [];
  for (const row of results) {
    const last = list.at(-1);
    const heat = placingHeat(row.round, row.heat);
    if (last && last.round === row.round && last.heat === heat) last.rows.push(row);
    else list.push({ round: row.round, heat, rows: [row] });
  }
  return list;
}

export const disciplineAnchor = (key: string) => `discipline-${key.replace(/[^\w-]/g, '_')}`;

/**
 * A discipline's heading, then a table per round and heat. Place, name and mark come first: on a phone
 * they are what shows before the table is scrolled.
 */
export function DisciplineResults({ item }: { item: PublicDisciplineResults }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'hi' && item.nameHi ? item.nameHi : item.name;
  const id = disciplineAnchor(item.discipline);
  return (
    <section className={classes.section} id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{name}</h2>
      {groups(item.results).map((group) => {
        const label = [
          group.round ? t('publicResults.round', { round: group.round }) : '',
          group.heat ? t('publicResults.heat', { heat: group.heat }) : '',
        ]
          .filter(Boolean)
          .join(', ');
        const caption = label
          ? t('publicResults.groupCaption', { discipline: name, group: label })
          : t('publicResults.resultsCaption', { discipline: name });
        return (
          <ResultsTable
            key={`${group.round ?? ''}|${group.heat ?? ''}`}
            caption={caption}
            rows={group.rows}
          />
        );
      })}
    </section>
  );
}

/**
 * The texts a table repeats on every row, each translated once: a page of 2,000 results spent
 * about 40 % of its drawing time in per-row translation calls (a district's name, "no place", a status).
 */
function useRowTexts() {
  const { t } = useTranslation();
  return useMemo(() => {
    const districts = new Map<string, string>();
    const statuses = new Map<string, string>();
    const once = (cache: Map<string, string>, key: string, text: () => string) => {
      let found = cache.get(key);
      if (found === undefined) {
        found = text();
        cache.set(key, found);
      }
      return found;
    };
    return {
      noPlace: t('publicResults.noPlace'),
      district: (name: string) => once(districts, name, () => t(`districts.${name}`, { defaultValue: name })),
      status: (status: string) => once(statuses, status, () => t(`publicResults.status.${status}`)),
    };
  }, [t]);
}

function ResultsTable({ caption, rows }: { caption: string; rows: Result[] }) {
  const { t } = useTranslation();
  const texts = useRowTexts();
  const withWind = rows.some((row) => row.wind !== null);
  const withRemarks = rows.some((row) => row.remarks);
  const withHeat = new Set(rows.map((row) => row.heat)).size > 1;
  return (
    <TableBox label={caption}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.num}>
              {t('publicResults.place')}
            </th>
            <th scope="col">{t('publicResults.name')}</th>
            <th scope="col" className={classes.num}>
              {t('publicResults.mark')}
            </th>
            {withWind && (
              <th scope="col" className={classes.num}>
                {t('publicResults.wind')}
              </th>
            )}
            {withHeat && <th scope="col">{t('publicResults.heatColumn')}</th>}
            <th scope="col">{t('publicResults.class')}</th>
            <th scope="col">{t('publicResults.district')}</th>
            <th scope="col">{t('publicResults.uid')}</th>
            {withRemarks && <th scope="col">{t('publicResults.remarks')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uid}>
              <td className={classes.num}>
                {row.place ?? (
                  <>
                    <span aria-hidden>–</span>
                    <span className="visually-hidden-inline">{texts.noPlace}</span>
                  </>
                )}
              </td>
              <th scope="row">{row.name}</th>
              <td className={`${classes.num} ${row.status ? classes.status : classes.nowrap}`}>
                {row.status ? texts.status(row.status) : row.mark}
                {row.record && (
                  <span className={`${classes.badge} ${classes.recordBadge}`}>
                    {t(row.record === 'set' ? 'publicResults.stateRecord' : 'publicResults.equalsRecord')}
                  </span>
                )}
              </td>
              {withWind && <td className={classes.num}>{row.wind ?? ''}</td>}
              {withHeat && <td>{row.heat ?? ''}</td>}
              <td>{row.sportClass}</td>
              <td>{row.district ? texts.district(row.district) : ''}</td>
              <td className={classes.nowrap}>{row.uid}</td>
              {withRemarks && <td>{row.remarks ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
