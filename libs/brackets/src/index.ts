// @castline/brackets: pure bracket logic (RULES.md section c; broadcast spec §2 bracket view,
// implications panel and creator; §3 Bracket). No I/O, no clock, randomness only when passed in.
export * from './schema/index.js';
export * from './layout/index.js';
export * from './state/index.js';
export * from './resolve/index.js';
export * from './implications/index.js';
export * from './placeholders/index.js';
export * from './presets/index.js';
export * from './rankings/index.js';
export * from './simulate/index.js';
