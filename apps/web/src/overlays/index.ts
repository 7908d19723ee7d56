/** The overlays area (lazy chunk). Never imports the UI kit or the public site. */
export { OverlayPlaceholder } from './placeholder/overlay-placeholder.js';
export { SiteOverlayRoute } from './placeholder/site-overlay-route.js';
