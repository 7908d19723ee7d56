export * from './events.js';
export * from './web-config.js';
export * from './production.js';
export * from './server-time.js';
