// The score-report and reschedule texts of the web app's fixed user-facing texts (HOUSE-STYLE "Errors"): import
// them from ./client-text.ts, which re-exports them. A module of their own so that they load with the pages that
// show them (issue 11 item 3). The b.8 labels, buttons and editor texts are @castline/domain's (reports).

/**
 * Texts of /match/:id/score-reporting, /match/:id/rescheduling, the report labels on match rows and headers, and
 * the event staff queue (/event/:id/reports). Spec texts are marked "spec"; the rest is our copy.
 */
export const REPORTS_TEXT = {
  // Toasts (broadcast §8).
  scoreReportSubmitted: 'Score report submitted', // spec
  rescheduleMessageSent: 'Reschedule message sent to Discord', // spec

  // Labels per viewer (public-site §4, RULES b.8): "Score: Needs approval", "Reschedule: Waiting".
  scoreLabelPrefix: 'Score',
  labelBadge: (prefix: string, label: string) => `${prefix}: ${label}`,

  // Score reporting page.
  currentReport: 'Current score report',
  noReport: 'No score report has been submitted for this match yet.',
  reportState: (label: string) => `Status: ${label}`,
  submittedBy: (team: string) => `Submitted by ${team}`,
  proposedReport: 'Proposed report',
  counterReport: 'Counter report',
  editorHeading: 'Report the score',
  editorCounterHeading: 'Counter the report',
  editorIntro:
    'Enter every map in the order it was played, with its winner and score. The match score follows the map wins.',
  notAllowed: 'Score reporting is open to the two teams of this match and to event staff.',
  reportingClosed: 'Score reporting is not open for this match.',
  openReport: 'Report the score',
  cancelCounter: 'Cancel counter edit',
  matchScore: (team: string) => `${team} score`,
  forfeit: 'Forfeit',
  forfeitReason: 'Forfeit reason',
  mapHeading: (n: number) => `Map ${n}`,
  mapField: 'Map',
  mapNone: 'Choose a map',
  mapWinner: 'Winner',
  mapDraw: 'Draw',
  mapNoWinner: 'Not played yet',
  mapScore: (team: string) => `${team} map score`,
  mapPicker: 'Picked by',
  mapBanner: 'Banned by',
  mapNobody: 'Nobody',
  mapBanned: (team: string) => `Banned by ${team}`,
  heroPicks: (team: string) => `${team} hero picks`,
  heroBans: (team: string) => `${team} hero bans`,
  replayCode: 'Replay code',
  duplicateHero: 'A hero is listed more than once',
  removeMap: (n: number) => `Remove map ${n}`,
  reviewReport: 'Review and submit',
  cancel: 'Cancel',
  confirmIntro: 'Check the result before it is sent:',
  confirmScore: (team1: string, score1: number, score2: number, team2: string) =>
    `${team1} ${score1} – ${score2} ${team2}`,
  confirmForfeit: (reason: string) => (reason ? `Forfeit: ${reason}` : 'Forfeit'),
  confirmMaps: (count: number) => (count === 1 ? '1 map' : `${count} maps`),
  noMaps: 'No maps entered.',

  // Report history (RULES b.6).
  historyHeading: 'History',
  historyEmpty: 'Nothing has happened on this report yet.',
  logBy: (parts: readonly string[]) => parts.filter(Boolean).join(', '),

  // Rescheduling page.
  currentStart: (start: string) => `Current start: ${start}`,
  noStart: 'This match has no start time yet.',
  currentRequest: 'Current request',
  noRequest: 'No time change has been requested for this match.',
  proposedStart: (start: string) => `Proposed start: ${start}`,
  previousStart: (start: string) => `Start when requested: ${start}`,
  requestHeading: (heading: string) => `Request a new time (${heading})`,
  startLabel: (zone: string) => `New start (${zone})`,
  startHint: 'Times are in the event time zone, in steps of 5 minutes.',
  earliestStart: (start: string) => `Earliest start: ${start}`,
  latestStart: (start: string) => `Latest start: ${start}`,
  setToEarliest: 'Set to earliest', // spec
  setToLatest: 'Set to latest', // spec
  startInPast: 'The new start must be in the future.',
  submitRequest: 'Request this time',
  requestSubmitted: 'Reschedule request submitted',
  reschedulingLocked: 'Rescheduling is locked for this match. Please contact staff.',
  reschedulingNotAllowed: 'Rescheduling is open to the two teams of this match and to event staff.',
  reschedulingClosed: 'Rescheduling is not open for this match.',
  sendMessage: 'Send reschedule message',
  sendMessageHint: 'Announce the saved start in the event’s match time channel.',

  // Staff queue (/event/:id/reports).
  queueTitle: 'Reports',
  queueIntro:
    'Every open score report and reschedule request of this event, oldest first. Changes show as they happen.',
  queueEmpty: 'No open score reports or reschedule requests.',
  queueNotAllowed: 'Only event staff can see the reports of this event.',
  queueSignIn: 'Sign in as event staff to see the reports of this event.',
  queueSince: (time: string) => `Open since ${time}`,
  queueType: { score: 'Score report', reschedule: 'Reschedule request' },
  queueOpenMatch: 'Open match page',
  queueNotStaff: 'You are on a team in this match, so another staff member must decide.',
  diffHeading: 'Differences between the report and the counter',
  diffNone: 'The counter has no differences to the report.',
  diffField: 'Field',
  diffReport: 'Report',
  diffCounter: 'Counter',
  diffMatch: 'Match',
  diffEmpty: '—',
  diffFieldNames: {
    forfeit: 'Forfeit',
    forfeit_reason: 'Forfeit reason',
    map: 'Map',
    winner: 'Winner',
    draw: 'Draw',
    picker: 'Picked by',
    banner: 'Banned by',
    replay_code: 'Replay code',
  },
  diffYes: 'Yes',
} as const;
