export * from './bracket-implications.js';
export * from './get-bracket-implications.js';
