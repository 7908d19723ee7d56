/** The cams area (lazy chunk): /cams for production crews. */
export { CamsPage } from './cams-page.js';
