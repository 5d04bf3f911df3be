import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../lib/use-after-paint';
import classes from './UserMenu.module.css';

// The menu brings Mantine's popover and its positioning library: fetched after the page is shown,
// not before, on every signed-in page.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** The signed-in user's menu, loaded once the page is up; its place is kept meanwhile. */
export function LazyUserMenu() {
  const placeholder = <span className={classes.placeholder} />;
  // Asked for once the page has been painted, so its download follows the page's own.
  if (!useAfterPaint()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu />
    </Suspense>
  );
}
