export { Alert, type AlertColor, type AlertProps, type AlertTone } from './Alert';
export { ConnectionNotice } from './ConnectionNotice';
export {
  isEmptyData,
  QueryError,
  type QueryErrorProps,
  QueryLoading,
  QueryState,
  type QueryStateProps,
} from './QueryState';
