/** WCAG 2 AA: normal text needs 4.5:1 against its background (success criterion 1.4.3). */
export const CONTRAST_MIN_TEXT = 4.5;
/** WCAG 2 AA: large text (24 px, or 18.66 px bold) needs 3:1 (1.4.3). */
export const CONTRAST_MIN_LARGE_TEXT = 3;
/** WCAG 2 AA: UI parts and graphics that carry meaning (borders of controls, indicators) need 3:1 (1.4.11). */
export const CONTRAST_MIN_UI = 3;

/** The dark text colour picked when a theme's own text colour is not readable (softer than pure black). */
export const NEAR_BLACK = '#111111';
/** The light text colour picked when a theme's own text colour is not readable (softer than pure white). */
export const NEAR_WHITE = '#f8f9fa';
