import type { RouteData } from '@para/contract';
import { useTranslation } from '../../../lib/translation';
import classes from './results.module.css';
import { TableBox } from './TableBox';

type Medals = RouteData<'medalTable'>;

/** Medals by district as the server sorted them (gold, then silver, then bronze). */
export function MedalTable({ medals }: { medals: Medals }) {
  const { t } = useTranslation();
  if (medals.length === 0) return <p>{t('publicResults.noMedals')}</p>;
  const caption = t('publicResults.medalsCaption');
  return (
    <TableBox label={caption}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('publicResults.district')}</th>
            <th scope="col" className={classes.num}>
              {t('publicResults.gold')}
            </th>
            <th scope="col" className={classes.num}>
              {t('publicResults.silver')}
            </th>
            <th scope="col" className={classes.num}>
              {t('publicResults.bronze')}
            </th>
            <th scope="col" className={classes.num}>
              {t('publicResults.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {medals.map((line) => (
            <tr key={line.district}>
              <th scope="row">{t(`districts.${line.district}`, { defaultValue: line.district || '—' })}</th>
              <td className={classes.num}>{line.gold}</td>
              <td className={classes.num}>{line.silver}</td>
              <td className={classes.num}>{line.bronze}</td>
              <td className={classes.num}>
                <strong>{line.total}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
