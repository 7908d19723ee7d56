export * from './image-sizes.js';
