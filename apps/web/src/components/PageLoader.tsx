import { useTranslation } from 'react-i18next';
import classes from './PageLoader.module.css';

/** Shown while the first page's code downloads. Plain CSS: it sits in the entry chunk. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.wrapper} role="status">
      <span className={classes.spinner} aria-hidden />
      <span>{t('common.loading')}</span>
    </div>
  );
}
