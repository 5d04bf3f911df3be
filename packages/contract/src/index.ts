export * from './admin-users.js';
export * from './auth.js';
export * from './envelope.js';
export * from './fields.js';
export * from './messages.js';
export * from './routes.js';
