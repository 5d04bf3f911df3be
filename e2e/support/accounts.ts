export const ADMIN_EMAIL = 'admin@e2e.parasports.in';
export const ADMIN_PASSWORD = 'e2e-admin-pass-4821';
