export * from './test-env.js';
export * from './nats-fakes.js';
