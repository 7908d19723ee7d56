export * from './permissions-for-role.js';
export * from './plan-relationship-links.js';
export * from './plan-client-cams.js';
