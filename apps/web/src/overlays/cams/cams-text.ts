/** User-facing copy of the cam overlays (OVERLAYS §1 cams*; new copy, the spec is silent). */
export const CAMS_TEXT = {
  /** A public read carries no cam codes (RULES (h) crew-only fields). */
  crewOnly:
    'Camera links are crew-only: add ?token= with a producer token (Token modal) to this overlay address.',
  noPlayerCams:
    'No player cams: fill the cam slots in Player Cams, or turn on cams for the live teams.',
  noPovPlayer: 'No player for this cam: check the number, num or player option.',
  noFullCam: 'No full cam {number}: add people with a camera link to the broadcast.',
  noCamCode: 'No camera code',
  noCamCodeFor: '{name} has no camera code.',
  chooseVariant: 'Open cams/desk, cams/ingame, cams/pov or cams/full.',
} as const;
