import { lazy, Suspense } from 'react';
import classes from './UserMenu.module.css';

// The menu brings Mantine's popover and its positioning library: fetched after the page is shown,
// not before, on every signed-in page.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** The signed-in user's menu, loaded once the page is up; its place is kept meanwhile. */
export function LazyUserMenu() {
  return (
    <Suspense fallback={<span className={classes.placeholder} />}>
      <UserMenu />
    </Suspense>
  );
}
