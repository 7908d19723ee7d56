export * from './results/index.js';
export * from './games/index.js';
export * from './editor/index.js';
export * from './standings/index.js';
export * from './time/index.js';
export * from './text/index.js';
export * from './permissions/index.js';
export * from './contrast/index.js';
