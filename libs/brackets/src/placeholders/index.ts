export * from './get-match-sides.js';
