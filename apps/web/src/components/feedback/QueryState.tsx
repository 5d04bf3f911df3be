import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ApiErrorCode, isApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { useTranslation } from '../../lib/translation';
import { Spinner } from '../Spinner';
import { Alert } from './Alert';
import classes from './feedback.module.css';

/** A labelled loader that takes about the room of a short message, so the page moves little. */
export function QueryLoading({ label }: { label?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className={classes.loading} role="status">
      <Spinner />
      {label ?? t('common.loading')}
    </p>
  );
}

export interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  /** Heading of the message; "This could not be loaded" unless given. */
  title?: ReactNode;
  retryLabel?: ReactNode;
}

/** A failed load: the text of the error's code and a way to try again. */
export function QueryError({ error, onRetry, title, retryLabel }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={title ?? t('content.ui.loadFailed')}>
      <p className={classes.failureText}>{errorText(t, error)}</p>
      {onRetry && (
        <button type="button" className={classes.retry} onClick={onRetry}>
          {retryLabel ?? t('content.ui.retry')}
        </button>
      )}
    </Alert>
  );
}

/** Lists, and pages of a list ({ items }), are empty when they hold nothing. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'items' in data && Array.isArray(data.items)) {
    return data.items.length === 0;
  }
  return false;
}

const NOT_FOUND_CODES: readonly ApiErrorCode[] = ['NOT_FOUND'];

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;
  /** The content, given the data (or plain content that reads the data elsewhere). */
  children: ReactNode | ((data: T) => ReactNode);
  /** Shown instead of the error when the server says the thing does not exist. */
  notFound?: ReactNode;
  /**
   * The codes that mean "does not exist" for this query: NOT_FOUND unless given (a feature's own code,
   * such as NEWS_NOT_FOUND, and NOT_FOUND for an address no route answers).
   */
  notFoundCodes?: readonly ApiErrorCode[];
  /** Shown instead of the children when the data holds nothing (see `isEmpty`). */
  empty?: ReactNode;
  /** When the data counts as empty; lists and { items } pages by default. */
  isEmpty?: (data: T) => boolean;
  loadingLabel?: ReactNode;
  errorTitle?: ReactNode;
  retryLabel?: ReactNode;
}

/**
 * Loading, failure (with a retry), not found, empty, or the content of a query. Data already there is
 * shown even while a refetch fails, so a background refresh never blanks the page.
 */
export function QueryState<T>({
  query,
  children,
  notFound,
  notFoundCodes = NOT_FOUND_CODES,
  empty,
  isEmpty = isEmptyData,
  loadingLabel,
  errorTitle,
  retryLabel,
}: QueryStateProps<T>) {
  if (query.data !== undefined) {
    if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
    return <>{typeof children === 'function' ? children(query.data) : children}</>;
  }
  if (query.isError) {
    const missing = isApiError(query.error) && notFoundCodes.includes(query.error.code);
    if (notFound !== undefined && missing) return <>{notFound}</>;
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={errorTitle}
        retryLabel={retryLabel}
      />
    );
  }
  return <QueryLoading label={loadingLabel} />;
}
