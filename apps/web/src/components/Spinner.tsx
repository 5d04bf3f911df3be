import classes from './Spinner.module.css';

/** The one loading ring (plain CSS, so it can sit in the entry chunk); the words beside it say what loads. */
export function Spinner({ size = 'small' }: { size?: 'small' | 'large' }) {
  const className = size === 'large' ? `${classes.spinner} ${classes.large}` : classes.spinner;
  return <span className={className} aria-hidden />;
}
