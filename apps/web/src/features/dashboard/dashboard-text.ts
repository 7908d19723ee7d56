/**
 * The dashboard's shared texts (broadcast spec §2 "Producer dashboard", §8; OVERLAYS §4). Quoted spec strings are
 * verbatim. Each module keeps its own texts beside it (`<module>/<module>-text.ts`).
 */
export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  noName:
    'The dashboard is for production users. Your account has no name yet: ask an organiser to set one.',
  noClient:
    'The dashboard is for production users. Your account is not linked to a production client: ask an organiser to link you to one.',
  clientMissing: 'Your production client could not be found.',
  noBroadcast: 'Your production client has no broadcast yet: ask an organiser to link one.',
  loading: 'Loading the dashboard…',
  /** Module titles (also the keys of openDashboardModules). */
  modules: {
    broadcastEditor: 'Broadcast',
    matchEditor: 'Match Editor',
    deskGuests: 'Desk Guests',
    deskDisplay: 'Desk Display',
    gfx: 'GFX',
    bracketImplications: 'Bracket Implications',
    bracket: 'Bracket',
    brackets: 'Brackets',
    schedule: 'Schedule',
    broadcastRoles: 'Broadcast Roles',
    twitchControls: 'Twitch Controls',
    teamComms: 'Team Comms Listen-In',
    customisation: 'Customisation',
    playerCams: 'Player Cams',
  },
  moduleToggle: (title: string, open: boolean) => `${open ? 'Collapse' : 'Expand'} ${title}`,
  /** Why a control is disabled (the server refuses anyway; RULES (a) common refusals). */
  reasons: {
    noBroadcastAccess: 'You are not linked to this broadcast',
    noMatchEdit: "You don't have permission to edit this match",
    noLiveMatch: 'There is no live match',
    pending: 'Waiting for the server…',
  },
  twitchComingSoon: 'Twitch Controls and Commercials come with the OBS and Twitch controls.',
} as const;
