import type { PostedForm } from '@para/contract';
import { createContext, useContext } from 'react';

/**
 * Set while the server renders a public page to HTML (src/ssr): pages record their title and
 * description here, since effects do not run on the server, and layouts render what a browser
 * would otherwise decide with JavaScript (both navigations, switched by CSS).
 */
export interface ServerRender {
  head: { title?: string; description?: string };
  /**
   * A form posted to the server without the app's script, drawn with the page (lib/posted-form.ts):
   * the page's forms take their first state from it, on the server and in the app's take-over.
   */
  posted?: PostedForm;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);
