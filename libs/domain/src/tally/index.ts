export * from './tally-types.js';
export * from './person-for-scene.js';
export * from './compute-tally.js';
