/**
 * The Match Editor module's texts (broadcast spec §2 "Match editor", §5, §8; OVERLAYS §4). Spec texts are marked
 * "spec"; the rest is our copy. Map row labels are the shared editor's (REPORTS_TEXT).
 */
export const MATCH_EDITOR_TEXT = {
  // Toasts (broadcast §8).
  scoreSet: (a: number, b: number) => `Score set to ${a}-${b}`, // spec
  startSet: (time: string) => `Set match start to ${time}`, // spec
  detailsSaved: 'Map details saved', // spec
  mapDataSaved: 'Map data saved', // spec
  rescheduleSent: 'Reschedule message sent to Discord', // spec

  // Buttons.
  addMap: 'Add map', // spec
  save: 'Save', // spec
  reset: 'Discard changes',
  setToEarliest: 'Set to earliest', // spec
  setToLatest: 'Set to latest', // spec
  ok: 'OK',
  cancel: 'Cancel',
  changeStart: 'Change start',

  // Sections and fields.
  score: (team: string) => `${team} score`,
  maps: 'Maps',
  details: 'Match Details', // spec
  start: 'Start',
  noStart: 'No start time set',
  startInput: (zone: string) => `Start (${zone})`,
  editInSiteZone: 'Edit in site timezone',
  earliest: (time: string) => `Earliest start: ${time}`,
  latest: (time: string) => `Latest start: ${time}`,
  vod: 'VOD',
  vod2: 'VOD 2',
  alternativeVod: 'Alternative VOD',
  specialEvent: 'Special event',
  customName: 'Custom name',
  mvp: 'MVP',
  mvpNone: 'No MVP',
  unsaved: 'Unsaved changes',
  noChanges: 'Nothing to save yet',
  pickBanVisibility: 'Picks and bans',
  pickBan: {
    hidden: 'Hidden',
    order: 'Order',
    inline: 'Inline',
    show: 'Show',
  },
  pickBanHint: {
    hidden: 'Map pickers, bans and hero picks are hidden.',
    order: 'Map pick and ban order only (picker and banner).',
    inline: 'Picker, banner and hero picks and bans in each map row.',
    show: 'Picker, banner, and hero picks and bans on their own line under each map.',
  },
  noTeams: 'The live match needs two teams before its maps can be edited.',

  // Validation (broadcast §5).
  vodNotUrl: 'VOD fields must be URLs', // spec
  scoreRange: (firstTo: number) => `Scores go from 0 to ${firstTo}`,
  bothAtFirstTo: 'Both teams cannot have won the match',

  // Reschedule prompt (broadcast §7 send-reschedule-message).
  reschedulePrompt: (time: string) =>
    `The start moved to ${time}. Send the reschedule message to the event's match time channel?`,
  sendReschedule: 'Send reschedule message',
  dismiss: 'Not now',
} as const;
