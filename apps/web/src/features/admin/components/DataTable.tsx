// The tables themselves are shared with the content screens (components/DataTable.tsx); this name stays
// for the screens that import the failed-load state from here.
export { ErrorState } from './ErrorState';
