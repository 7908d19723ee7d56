export * from './get-slot-placeholder.js';
