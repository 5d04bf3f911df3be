import type { PostedForm } from '@para/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { restoreTypedValues, type TakeOverWindow, type TypedValue } from '../lib/server-markup';
import { type ServerRender, ServerRenderContext } from '../lib/server-render';

const NOTHING_TYPED: TypedValue[] = [];

/**
 * While the app takes over a page the server drew, it first renders exactly what the server did
 * (for example both navigations, which CSS switches by width); right after, it renders as the app.
 * What the visitor typed before then is handed to the forms. (A form submitted before then was posted
 * by the browser and answered by the server.)
 */
export function ServerMarkupPhase({
  active,
  typed = NOTHING_TYPED,
  posted,
  children,
}: {
  active: boolean;
  typed?: TypedValue[];
  /** The form post the server drew the page with, if any: the forms' first state, as on the server. */
  posted?: PostedForm;
  children: ReactNode;
}) {
  const [server, setServer] = useState<ServerRender | null>(() =>
    active ? { head: {}, ...(posted ? { posted } : {}) } : null,
  );
  useEffect(() => {
    setServer(null);
    if (!active) return;
    restoreTypedValues(typed);
    (window as TakeOverWindow).__appReady = true;
    // Both are fixed for the page's life: this runs once, right after the take-over.
  }, [active, typed]);
  return <ServerRenderContext.Provider value={server}>{children}</ServerRenderContext.Provider>;
}
