/** The dashboard modules (OVERLAYS §4 table), in the order the page shows them. */
export const DASHBOARD_MODULES = [
  'matchEditor',
  'deskGuests',
  'deskDisplay',
  'gfx',
  'bracketImplications',
  'bracket',
  'schedule',
  'broadcastRoles',
  'teamComms',
  'customisation',
  'playerCams',
] as const;
export type DashboardModuleId = (typeof DASHBOARD_MODULES)[number];

/** What the module conditions read. */
export interface ModuleConditionInput {
  readonly hasLiveMatch: boolean;
  /** The live match's teams (links). */
  readonly liveMatchTeamCount: number;
  /** The live match's brackets, loaded ones (hide_implications read from each). */
  readonly brackets: readonly { readonly hide_implications?: boolean | null }[];
  /** Bracket links of the live match (counted before they load). */
  readonly bracketLinkCount: number;
  readonly gfxCount: number;
  readonly broadcastSettings: readonly string[];
  readonly hasEvent: boolean;
}

/** The broadcast setting that shows Team Comms Listen-In (broadcast spec §2). */
export const TEAM_COMMS_SETTING = 'Connect for team comms';

const CONDITIONS: Readonly<Record<DashboardModuleId, (input: ModuleConditionInput) => boolean>> = {
  matchEditor: (i) => i.hasLiveMatch,
  deskGuests: () => true,
  deskDisplay: () => true,
  gfx: (i) => i.gfxCount > 0,
  // Shown while the brackets load too (so it does not pop in and shift the grid), gone if every one hides them.
  bracketImplications: (i) =>
    i.hasLiveMatch &&
    (i.brackets.length < i.bracketLinkCount ||
      i.brackets.some((b) => b.hide_implications !== true)),
  bracket: (i) => i.hasLiveMatch && i.bracketLinkCount > 0,
  schedule: () => true,
  broadcastRoles: (i) => i.hasLiveMatch,
  teamComms: (i) => i.broadcastSettings.includes(TEAM_COMMS_SETTING),
  customisation: (i) => i.hasEvent,
  playerCams: (i) => i.hasLiveMatch && i.liveMatchTeamCount > 0,
};

/**
 * Which modules the dashboard shows (broadcast spec §2, OVERLAYS §4 "Condition"): Match Editor and Broadcast Roles
 * only with a live match; GFX only with GFX items; Bracket Implications when the live match is in a bracket without
 * hide_implications; Bracket/Brackets when it has brackets; Team Comms only with 'Connect for team comms';
 * Customisation only with an event; Player Cams only when the live match has teams. Twitch Controls come with the
 * OBS and Twitch issue.
 */
export function getVisibleModules(input: ModuleConditionInput): DashboardModuleId[] {
  return DASHBOARD_MODULES.filter((id) => CONDITIONS[id](input));
}
