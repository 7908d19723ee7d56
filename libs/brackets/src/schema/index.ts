export * from './bracket-layout.schema.js';
export * from './bracket-texts.js';
export * from './fill-bracket-text.js';
export * from './parse-bracket-layout.js';
