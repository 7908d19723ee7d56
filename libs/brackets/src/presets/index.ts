export * from './bracket-preset-definitions.js';
export * from './bracket-preset.js';
export * from './create-bracket-preset.js';
export * from './create-double-elimination-layout.js';
export * from './create-single-elimination-layout.js';
export * from './list-bracket-presets.js';
