/** The overlay frame (OVERLAYS §1: every overlay is laid out for a 1920×1080 browser source). */
export const OVERLAY_WIDTH = 1920;
export const OVERLAY_HEIGHT = 1080;

/** broadcast §9: the stinger holds this long once it covers the overlay ("Stinger wait 500 ms"). */
export const STINGER_WAIT_MS = 500;
/** broadcast §9 "Theme transition: duration 750 ms": the stinger's cover and reveal each take this long. */
export const THEME_TRANSITION_MS = 750;
/** broadcast §9 "inner delay 250 ms": the stinger's logo and text follow its panel after this long. */
export const THEME_INNER_DELAY_MS = 250;
/** broadcast §9 "border 6 px": the stinger panel's accent border. */
export const THEME_BORDER_PX = 6;

/** broadcast_settings values the shell reads (broadcast §3). */
export const SETTING_NO_ANIMATIONS = 'No animations';
export const SETTING_BUILT_IN_STINGERS = 'Use built-in stingers';
