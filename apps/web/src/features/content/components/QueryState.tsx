import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';
import classes from './content.module.css';

interface Props<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of the error when the server says 404. */
  notFound?: ReactNode;
}

/**
 * Loading, failure (with a retry) or the content of a query. Plain elements rather than Mantine's
 * Alert and Loader: this is on every public page's first screen, where each kilobyte counts.
 */
export function QueryState<T>({ query, children, notFound }: Props<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (notFound && isApiError(query.error) && query.error.status === 404) return <>{notFound}</>;
    return (
      <div className={classes.failure} role="alert">
        <p className={classes.failureTitle}>{t('content.ui.loadFailed')}</p>
        <p>{messageText(query.error instanceof Error ? query.error.message : 'errors.generic')}</p>
        <button type="button" className={classes.retry} onClick={() => void query.refetch()}>
          {t('content.ui.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className={classes.loading} role="status">
      <span className={classes.spinner} aria-hidden />
      {t('content.ui.loading')}
    </p>
  );
}
