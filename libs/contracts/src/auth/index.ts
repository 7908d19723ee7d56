export * from './public-user.js';
export * from './http.js';
