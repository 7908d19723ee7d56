/**
 * Customisation texts (broadcast spec §4 "Customisation: each highlight can be set instantly or by Save; Clear sets
 * null. MVP requires a live match."; OVERLAYS §4). The spec names no labels or toasts here: our copy (†).
 */
export const CUSTOMISATION_TEXT = {
  intro:
    'What the overlays highlight. Set sends one choice now; Save sends every changed choice at once.',
  labels: {
    team: 'Highlight team',
    hero: 'Highlight hero',
    player: 'Highlight player',
    media: 'Highlight media',
    mvp: 'MVP',
  },
  none: 'None',
  set: 'Set',
  clear: 'Clear',
  setLabel: (label: string) => `Set ${label.toLowerCase()} now`,
  clearLabel: (label: string) => `Clear ${label.toLowerCase()}`,
  save: 'Save',
  reset: 'Discard changes',
  setToast: (label: string, name: string) => `${label} set to ${name}`,
  clearedToast: (label: string) => `${label} cleared`,
  saved: 'Customisation saved',
  changed: 'Changed, not saved yet',
  reasons: {
    unchanged: 'Choose something else first',
    nothingToClear: 'Nothing to clear',
    nothingToSave: 'Nothing changed',
  },
} as const;
