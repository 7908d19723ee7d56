import { DESK_DISPLAY_MODE_REQUIRED, DESK_DISPLAY_UPDATED } from '@castline/domain';

/**
 * Texts of the Desk Guests and Desk Display modules (broadcast spec §2 "Desk text editor", "Desk guest editor",
 * §5, §8; RULES (g)). Quoted spec strings are verbatim; texts marked † are ours. The guest validation messages
 * are the domain's GUEST_VALIDATION_MESSAGES.
 */
export const DESK_TEXT = {
  guests: {
    columns: {
      name: 'Name',
      avatar: 'Avatar',
      webcam: 'Webcam link',
      twitter: 'Twitter handle',
      pronouns: 'Pronouns',
      /** The delete column (its header is read by screen readers only). */
      remove: 'Delete',
    },
    /** Accessible labels of one row's inputs († the row number makes each unique). */
    fieldLabel: (column: string, row: number) => `Guest ${row} ${column.toLowerCase()}`,
    placeholders: {
      name: 'Guest name',
      avatar: 'https://…',
      webcam: 'https://vdo.ninja/?view=…',
      twitter: '@handle',
      pronouns: 'they/them',
    },
    add: 'Add guest',
    save: 'Save guests',
    saved: 'Updated guests',
    empty: 'No manual guests listed',
    removeLabel: (row: number, name: string) =>
      name ? `Delete guest ${row} (${name})` : `Delete guest ${row}`,
    removePrompt: (name: string) => `Remove guest "${name}"?`,
    removeConfirm: 'Remove',
    cancel: 'Cancel',
    discard: 'Discard changes',
    /** † Save's disabled reasons. */
    invalid: 'Fix the fields marked in red first',
    unchanged: 'No changes to save',
    /** † Shown while the user has unsaved edits and the guests change elsewhere. */
    changedElsewhere:
      'The guests were changed elsewhere while you edited. Save guests to replace them with yours, or discard your changes to load theirs.',
    /** † One line under the table: what the desk shows besides these guests. */
    hint: 'One guest per desk seat, after the broadcast’s player guests. Changes show on the desk once saved.',
  },
  display: {
    modesLabel: 'Display mode',
    live: 'On the desk now',
    chosen: 'chosen',
    /** † Marks the mode the desk shows now (read by screen readers after the mode's name). */
    liveMark: 'on the desk now',
    teamScores: 'Team scores',
    /** † Team scores' disabled reason until the live match's teams have arrived. */
    teamsLoading: 'Loading the teams…',
    show: 'Show',
    hide: 'Hide',
    updated: DESK_DISPLAY_UPDATED,
    modeRequired: DESK_DISPLAY_MODE_REQUIRED,
    noticePrefix: 'Notice prefix',
    noticeText: 'Notice text',
    noticeHint: 'Shown by the Notice modes (the prefix above the text).',
    noticePrefixPlaceholder: 'Up next',
    noticeTextPlaceholder: 'Grand final at 8 PM',
  },
  draft: {
    heading: 'Hero draft',
    hint: 'Reveals the pick/ban order on the desk in Hero Draft mode.',
    reset: 'Reset',
    showAll: 'Show all',
    auto: 'Auto',
    advance: 'Advance',
    autoPrompt: 'How many seconds between each pick/ban?',
    autoConfirm: 'Start',
    autoStarted: (seconds: number, estimate: string) =>
      `Starting auto draft with ${seconds}s intervals, ~${estimate} to completion`,
    /** † Draft buttons' disabled reason while the page's live connection is down. */
    offline: 'Not connected to the live server',
    /** † A trigger the realtime server did not carry out (its refusal, else this). */
    notSent: 'The draft trigger did not reach the overlays. Try again.',
  },
} as const;
