/**
 * The broadcast editor's texts (broadcast spec §4 map attack / Map Win / break display / observer settings, §5
 * countdown, §8 toasts, §9 constants; RULES (f)). Quoted spec strings are verbatim; the rest is our wording.
 */
export const BROADCAST_EDITOR_TEXT = {
  noLiveMatch: 'No live match',
  liveMatchLoading: 'Loading the live match…',
  liveMatch: (left: string, right: string) => `${left} vs ${right}`,
  teamsGroup: 'Live match',
  flipTeams: 'Flip teams',
  flipped: 'Flipped',
  flippedToast: 'Teams flipped',
  unflippedToast: 'Teams back in stored order',
  mapWin: (team: string) => `Map Win ${team}`,
  teamLoading: 'Loading team…',
  unnamedTeam: 'Unnamed team',
  /** Why the Map Win buttons are disabled (broadcast spec §4). */
  mapWinReasons: {
    'match-decided': 'The match is decided: a team has reached first to',
    'request-pending': 'Waiting for the flip or map win to finish…',
    'not-enough-teams': 'The live match needs two teams',
    'team-loading': 'A team is still loading',
    'team-unnamed': 'A team has no name',
  },
  scoreToast: (a: number, b: number) => `Score set to ${a}-${b}`,
  mapAttack: 'Map attack',
  mapAttackCycle: (current: string | null) => `Attack: ${current ?? 'None'}`,
  mapAttackSides: ['Left', 'Right', 'Both'] as const,
  mapAttackToast: (value: string | null) =>
    value ? `Map attack set to ${value}` : 'Map attack cleared',
  toggles: 'Overlays',
  showLiveMatch: 'Show live match',
  advertise: 'Advertise',
  toggleToast: (label: string, on: boolean) => `${label} ${on ? 'on' : 'off'}`,
  on: 'On',
  off: 'Off',
  breakGroup: 'Break',
  breakButton: 'Break display…',
  observerButton: 'Observer settings…',
  shortcutsButton: 'Shortcuts',
  breakSummary: {
    display: 'Display',
    title: 'Title',
    countdown: 'Countdown',
    none: 'None',
    empty: '(empty)',
  },

  /** Break display settings modal (RULES (f)). */
  breakModal: {
    title: 'Break display settings',
    tabs: { countdown: 'Countdown', text: 'Text', display: 'Display', automation: 'Automation' },
    countdownNow: (remaining: string, at: string) => `Ends at ${at} (${remaining} left)`,
    countdownPassed: (at: string) => `Ended at ${at}`,
    countdownNone: 'No countdown set',
    quick: 'From now',
    quickLabel: (label: string) => `${label} from now`,
    matchStart: 'Around the live match start',
    matchStartLabel: (label: string) =>
      label === 'Start' ? 'At the match start' : `${label} from the match start`,
    matchStartHidden:
      'Match-start offsets show when the live match starts more than 2 minutes ahead.',
    custom: 'Custom duration from now',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    setTime: 'Set time',
    setTimeZero: 'Enter a duration above zero (minutes and seconds 0–59)',
    clear: 'Clear countdown',
    countdownToast: (at: string) => `Countdown set to end at ${at}`,
    countdownCleared: 'Countdown cleared',
    currentTitle: 'Current title',
    quickTitles: 'Quick titles',
    presets: 'Presets',
    presetHints: {
      'Start of stream': 'Title from the event, display Automated',
      'End of stream': "Title 'Thanks for watching!', display Staff, countdown cleared",
    },
    presetNoEvent: 'The broadcast has no event to take the title from',
    freeTitle: 'Title',
    freeTitleHint:
      '{auto} picks Starting Soon / Be Right Back / Thanks for Watching; \\n breaks the line',
    setTitle: 'Set title',
    titleEmpty: 'Enter a title',
    titleToast: (title: string) => `Break title set to ${title}`,
    displayHint: 'Any value but Automated shows that slide and nothing else.',
    displayToast: (value: string) => `Break display set to ${value}`,
    automationInactive: (display: string) =>
      `Automation runs only while the display is Automated (now: ${display}).`,
    rotation: 'Rotation (20 s per slide, in this order)',
    ending: 'Last 30 s of the countdown',
    endingNone: 'Keep rotating',
    saveAutomation: 'Save automation',
    automationUnchanged: 'No changes to save',
    automationExclusive: 'Choose only one of the 30 s ending settings',
    automationInvalid: 'The stored options hold an unknown or repeated option: untick it and save',
    automationToast: 'Break automation updated',
  },

  /** Observer Settings modal (broadcast spec §4). */
  observerModal: {
    title: 'Observer settings',
    hint: 'Each setting changes at once on the observers’ overlays.',
    toast: (setting: string, on: boolean) => `${setting} ${on ? 'on' : 'off'}`,
  },

  /** Keyboard shortcuts and their cheat sheet. */
  shortcuts: {
    title: 'Keyboard shortcuts',
    hint: 'Shortcuts work anywhere on the dashboard except while typing in a field.',
    mapWinLeft: 'Map Win for the team on the left',
    mapWinRight: 'Map Win for the team on the right',
    flip: 'Flip teams',
    breakModal: 'Open the break display settings',
    sheet: 'Show this list',
    refused: (action: string, reason: string) => `${action}: ${reason}`,
  },
  close: 'Close',
  pending: 'Waiting for the server…',
} as const;
