export * from './trust-proxy.js';
export * from './rate-budget.js';
export * from './keyed-limiter.js';
export * from './limiter-redis.js';
export * from './env-redis-url.js';
