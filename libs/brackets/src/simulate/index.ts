export * from './create-seeded-random.js';
export * from './deep-freeze.js';
export * from './simulate-bracket.js';
