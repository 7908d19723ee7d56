export * from './subjects.js';
export * from './payloads.js';
export * from './accounts.js';
export * from './report-events.js';
