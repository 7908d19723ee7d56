export * from './events.js';
export * from './web-config.js';
