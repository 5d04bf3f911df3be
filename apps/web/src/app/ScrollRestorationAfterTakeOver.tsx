import { useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { useServerRender } from '../lib/server-render';

/**
 * React Router's scroll restoration, left out while the app takes over a page the server drew. The
 * visitor may have scrolled that page down before the app arrived; the router, which loaded the
 * page's modules as a navigation of its own, has no position saved for it and would scroll to the
 * top, moving the page under a finger about to press a button. So the page stays where the visitor
 * put it, and from the first move to another page on, the router keeps and restores positions.
 */
export function ScrollRestorationAfterTakeOver() {
  const location = useLocation();
  // The server's markup is rendered first only when the app takes over a drawn page.
  const overDrawnPage = useServerRender() !== null;
  const [takeOver] = useState(() => (overDrawnPage ? location.key : null));
  const [moved, setMoved] = useState(takeOver === null);
  if (!moved && location.key !== takeOver) setMoved(true);
  return moved ? <ScrollRestoration /> : null;
}
