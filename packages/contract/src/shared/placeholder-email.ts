/**
 * An account a district secretary made for an athlete with no e-mail address gets a placeholder in the
 * `.invalid` top-level domain (reserved: it can never receive mail). It keeps the address column unique
 * and is never shown to anyone or written to.
 */
export const isPlaceholderEmail = (email: string) => email.endsWith('.invalid');

/** The address to show: a placeholder shows as nothing. */
export const shownEmail = (email: string) => (isPlaceholderEmail(email) ? '' : email);
