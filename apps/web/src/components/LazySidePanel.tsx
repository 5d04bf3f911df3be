import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../lib/use-after-paint';
import type { SidePanelProps } from './SidePanel';

// Mantine's drawer, focus trap and scroll area (some 18 KB): a closed panel shows nothing, so its
// code can follow the page's instead of coming before it.
const SidePanel = lazy(() => import('./SidePanel').then((module) => ({ default: module.SidePanel })));

/** SidePanel whose code loads once the page has been painted, or at once if it is opened before. */
export function LazySidePanel(props: SidePanelProps) {
  const painted = useAfterPaint();
  if (!painted && !props.opened) return null;
  return (
    <Suspense fallback={null}>
      <SidePanel {...props} />
    </Suspense>
  );
}
