export const ADMIN_EMAIL = 'admin@e2e.parasports.in';
export const ADMIN_PASSWORD = 'e2e-admin-pass-4821';
/** Administrators besides the first, one per project width (ratifying needs an administrator who did not nominate). */
export const secondAdminEmail = (width: number) => `ratifier-${width}@e2e.parasports.in`;
export const SECOND_ADMIN_WIDTHS = [1280, 360];
