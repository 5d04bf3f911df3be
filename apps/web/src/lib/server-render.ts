import { createContext, useContext } from 'react';

/**
 * Set while the server renders a public page to HTML (src/ssr): pages record their title and
 * description here, since effects do not run on the server, and layouts render what a browser
 * would otherwise decide with JavaScript (both navigations, switched by CSS).
 */
export interface ServerRender {
  head: { title?: string; description?: string };
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);
