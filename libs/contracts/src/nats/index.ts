export * from './subjects.js';
export * from './payloads.js';
export * from './accounts.js';
export * from './report-events.js';
export * from './chat.js';
export * from './bracket-events.js';
