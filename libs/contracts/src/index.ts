export * from './core/index.js';
export * from './records/index.js';
export * from './actions/index.js';
export * from './nats/index.js';
export * from './socket/index.js';
export * from './auth/index.js';
export * from './images/index.js';
