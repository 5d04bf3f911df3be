import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../lib/use-after-paint';
import type { NavItem } from './nav-items';

// The search box is Mantine's autocomplete (combobox, popover, positioning): fetched after the page
// is shown. Its place is kept meanwhile (the small input's height), so nothing moves when it appears.
const PageSearch = lazy(() => import('./PageSearch').then((module) => ({ default: module.PageSearch })));

export function LazyPageSearch(props: { items: NavItem[]; onNavigate?: () => void }) {
  const placeholder = <div style={{ height: 'var(--input-height-sm, 2.25rem)' }} />;
  // Asked for once the page has been painted, so its download follows the page's own.
  if (!useAfterPaint()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PageSearch {...props} />
    </Suspense>
  );
}
