/**
 * The fixed texts of /cams (public-site §2 lists the route; no spec gives its texts, so all of this is our copy,
 * except the camera defaults quoted from the spec). The page title is ROUTE_TITLES.cams.
 */
export const CAMS_TEXT = {
  intro:
    'Camera links of the players in the live matches on your broadcasts, and the cam overlays to add to OBS.',
  notProductionHeading: 'This page is for production crews',
  notProductionText:
    'It lists the camera links of the live matches on the broadcasts a production client follows. ' +
    'Your account is not linked to a production client. If you work on a broadcast, ask its producer to add you.',
  empty: 'None of your broadcasts has a live match right now.',
  emptyHint:
    'When a producer sets a live match on one of your broadcasts, its players show up here.',
  loadError: 'Some production records could not be read. Try again in a moment.',
  liveHeading: 'Live matches',
  idleHeading: 'Your other broadcasts',
  idleText:
    'No live match on these right now. Their cam overlays, for setting up OBS before the show:',
  broadcastLabel: 'Broadcast',
  clientsLabel: (names: string) => `Followed by ${names}`,
  liveBadge: 'Live',
  teamHeading: (number: 1 | 2, name: string) => `Team ${number}: ${name}`,
  noPlayers: 'No players on this team.',
  camLink: 'Camera link',
  remoteFeed: 'Remote feed',
  povOverlay: 'POV overlay',
  noCamLink: 'No camera link',
  camOff: 'Cam off',
  camSlot: (slot: number) => `Cam slot ${slot}`,
  overlaysHeading: 'Cam overlays for OBS',
  overlaysText:
    'Add these as browser sources (1920×1080). Camera links default to cover, na, animate=0.',
  overlayDesk: 'Desk cams (cams/desk)',
  overlayIngame: 'In-game POV cams (cams/ingame)',
  overlayFull: 'Full-frame guest cam (cams/full)',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copyLabel: (what: string) => `Copy ${what}`,
  playerCamLabel: (player: string) => `camera link of ${player}`,
  playerFeedLabel: (player: string) => `remote feed of ${player}`,
  playerPovLabel: (player: string) => `POV overlay URL of ${player}`,
  overlayLabel: (overlay: string) => `${overlay} URL`,
} as const;
