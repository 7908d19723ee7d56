/** The tools area (lazy chunk): placeholders until their issue. */
export { ToolPage } from './tool-page.js';
