export * from './permission-types.js';
export * from './has-match-edit-rights.js';
export * from './is-team-member.js';
export * from './is-match-staff.js';
export * from './is-event-editor.js';
export * from './has-broadcast-access.js';
export * from './resolve-target-broadcast.js';
export * from './can-edit-profile.js';
