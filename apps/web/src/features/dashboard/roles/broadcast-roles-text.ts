/**
 * Broadcast Roles texts (broadcast spec §4 "Role rows", §5, §6, §7 set-player-relationships, §8; OVERLAYS §4).
 * '{n} relationship(s) added' and the role names are the spec's; the rest (†) is our copy.
 */
export const BROADCAST_ROLES_TEXT = {
  intro:
    'Who works this match. Observers can get Team 1 and Team 2 camera buttons on their client.',
  added: (n: number) => `${n} relationship(s) added`,
  save: 'Save roles',
  reset: 'Discard changes',
  addRow: (role: string) => `Add ${role}`,
  removeRow: (role: string, n: number) => `Remove ${role} ${n}`,
  rowLabel: (role: string, n: number) => `${role} ${n}`,
  nobody: 'Nobody',
  groups: { match: 'On this match', crew: 'Crew' },
  cam: (team: 1 | 2) => `Team ${team}`,
  camLabel: (team: 1 | 2, observer: string, client: string) =>
    `Team ${team} camera buttons for ${observer} on ${client}`,
  theirClient: 'their client',
  loading: 'Loading the match crew…',
  reasons: {
    loading: 'The match crew is still loading',
    noObserver: 'Choose an observer first',
    noClient: 'This observer is not linked to a production client',
  },
} as const;
