import { type ReactNode, useEffect, useState } from 'react';
import { type EarlySubmitWindow, restoreTypedValues, type TypedValue } from '../lib/server-markup';
import { type ServerRender, ServerRenderContext } from '../lib/server-render';

const NOTHING_TYPED: TypedValue[] = [];

/**
 * While the app takes over a page the server drew, it first renders exactly what the server did
 * (for example both navigations, which CSS switches by width); right after, it renders as the app.
 * What the visitor typed before then is handed to the forms, and a form submitted before then (held
 * back by the page's boot script) is sent now.
 */
export function ServerMarkupPhase({
  active,
  typed = NOTHING_TYPED,
  children,
}: {
  active: boolean;
  typed?: TypedValue[];
  children: ReactNode;
}) {
  const [server, setServer] = useState<ServerRender | null>(() => (active ? { head: {} } : null));
  useEffect(() => {
    setServer(null);
    if (!active) return;
    restoreTypedValues(typed);
    const early = window as EarlySubmitWindow;
    early.__appReady = true;
    const form = early.__earlySubmit;
    early.__earlySubmit = null;
    if (form?.isConnected) form.requestSubmit();
    // Both are fixed for the page's life: this runs once, right after the take-over.
  }, [active, typed]);
  return <ServerRenderContext.Provider value={server}>{children}</ServerRenderContext.Provider>;
}
