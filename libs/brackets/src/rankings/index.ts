export * from './format-rank-text.js';
export * from './generate-bracket-ranks.js';
