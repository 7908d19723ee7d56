export * from './metrics.js';
export * from './label-guard.js';
export * from './http-metrics.js';
export * from './metrics.controller.js';
export * from './metrics-server.js';
