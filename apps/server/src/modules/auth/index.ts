// What other modules may use from auth; the rest of the folder is its own business.
export { findUserByEmail, findUserById, revokeUserSessions } from './auth.queries.js';
export { authRoutes } from './auth.routes.js';
export { isAdminEmail, toProfile } from './auth.service.js';
export { hashPassword, isCommonPassword } from './password-policy.js';
export { authPlainForms } from './plain-forms.js';
