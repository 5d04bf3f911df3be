// Shared by the app's start and the public pages' small script, which must not carry the rest of
// server-markup.ts.

/**
 * On the <html> of a page the app takes over only at the visitor's first input (sign-in, sign-up,
 * password reset, contact): until then the public pages' small script works its header.
 */
export const TAKES_OVER_ATTRIBUTE = 'data-app-takes-over';

/**
 * Dispatched on the document by the app right before it takes a drawn page over: the small script
 * stops handling the header and puts back what it changed, so the two never both answer a click.
 */
export const TAKE_OVER_EVENT = 'para:take-over';
