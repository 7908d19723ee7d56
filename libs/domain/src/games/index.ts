export * from './game-profile.js';
export * from './roles.js';
export * from './get-game-profile.js';
export * from './apply-wording.js';
export * from './get-first-to-label.js';
export * from './get-best-of-label.js';
export * from './get-series-label.js';
export * from './get-hero-limit.js';
