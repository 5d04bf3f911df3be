// Tests of plain modules and of server rendering run in node, without a window: they skip the page's
// set-up (Testing Library and its matchers, the stand-ins for what the test DOM lacks), which costs each
// file over half a second to import.
if (typeof window !== 'undefined') await import('./dom-setup');

export {};
