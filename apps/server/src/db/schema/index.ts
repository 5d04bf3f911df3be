export * from './auth.js';
export * from './competitions.js';
export * from './content.js';
export * from './payments.js';
export * from './registration.js';
export * from './results.js';
export * from './system.js';
export * from './users.js';
