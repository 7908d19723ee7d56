export * from './contrast-levels.js';
export * from './meets-contrast.js';
export * from './format-rgb-color.js';
export * from './composite-color.js';
export * from './mix-colors.js';
export * from './readable-text-on.js';
export * from './readable-color-near.js';
export * from './theme-contrast-report.js';
