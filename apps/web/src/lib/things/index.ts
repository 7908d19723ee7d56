export * from './thing-types.js';
export * from './thing-socket.js';
export * from './thing-store.js';
export * from './hydrate-thing.js';
export * from './tracked-query.js';
export * from './thing-context.js';
export * from './thing-hooks.js';
