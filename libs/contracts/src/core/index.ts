export * from './ids.js';
export * from './errors.js';
export * from './envelope.js';
export * from './format-zod-error.js';
export * from './bounds.js';
export * from './demo-season.js';
