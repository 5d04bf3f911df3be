import { useTranslation } from '../lib/translation';
import classes from './PageLoader.module.css';
import { Spinner } from './Spinner';

/** Shown while the first page's code downloads. Plain CSS: it sits in the entry chunk. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.wrapper} role="status">
      <Spinner size="large" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
