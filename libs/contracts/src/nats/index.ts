export * from './subjects.js';
export * from './payloads.js';
