export * from './actor.js';
export * from './update-match-data.js';
export * from './update-broadcast.js';
export * from './update-profile-data.js';
export * from './registry.js';
