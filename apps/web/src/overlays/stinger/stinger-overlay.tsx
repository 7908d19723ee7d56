/**
 * stinger (alias empty; OVERLAYS §1): the stinger alone. The shell draws the stinger over every overlay; this
 * route adds nothing under it, so the page is transparent but for the stinger as it plays. Its team options
 * (team / teamNum, else the broadcast's highlight_team) theme the stinger with a team of the live match and show
 * that team's logo and name: the shell reads them for this route (shell/use-stinger-team.ts).
 */
export function StingerOverlay() {
  return <div data-testid="stinger-overlay" />;
}
