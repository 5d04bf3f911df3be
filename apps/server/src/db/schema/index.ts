export * from './auth.js';
export * from './system.js';
export * from './users.js';
