/**
 * Team Comms Listen-In texts (broadcast spec §2, §4 "Comms: one team (1 or 2) enabled at a time, or none";
 * OVERLAYS §3, §4). 'Team 1', 'Team 2' and 'Off' are the spec's controls; the rest (†) is our copy.
 */
export const TEAM_COMMS_TEXT = {
  team: (n: 1 | 2) => `Team ${n}`,
  off: 'Off',
  group: 'Listen in on',
  intro:
    'Sends the comms listen-in to the ingame-comms and audio overlays of this client. One team at a time, or none.',
  /** What the overlays listen to now (from the server's comms_enable / comms_disable). */
  status: {
    unknown: 'No change since this page opened',
    off: 'Listening to nobody',
    team: (n: 1 | 2, name: string | null) => `Listening in on Team ${n}${name ? ` (${name})` : ''}`,
  },
  enabled: (n: 1 | 2) => `Comms listen-in on Team ${n}`,
  disabled: 'Comms listen-in off',
  reasons: {
    notConnected: 'Not connected to the live server',
  },
  /** A trigger the server did not confirm in time. */
  noAnswer: 'The live server did not confirm the comms change',
} as const;
