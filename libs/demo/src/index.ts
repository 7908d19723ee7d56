export * from './demo-types.js';
export * from './generate-demo-season.js';
export * from './generate-large-season.js';
export * from './check/link-rules.js';
export * from './check/find-link-problems.js';
export * from './check/find-bracket-problems.js';
export * from './generate-season.js';
