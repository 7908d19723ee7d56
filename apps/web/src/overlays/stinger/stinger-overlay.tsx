/**
 * stinger (alias empty; OVERLAYS §1): the stinger alone. The shell draws the stinger over every overlay; this
 * route adds nothing under it, so the page is transparent but for the stinger as it plays.
 */
export function StingerOverlay() {
  return <div data-testid="stinger-overlay" />;
}
