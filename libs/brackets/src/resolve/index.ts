export * from './apply-bracket-resolution.js';
export * from './format-resolve-message.js';
export * from './format-slot-source.js';
export * from './parse-slot-source.js';
export * from './resolve-bracket-types.js';
export * from './resolve-bracket.js';
export * from './slot-source.js';
