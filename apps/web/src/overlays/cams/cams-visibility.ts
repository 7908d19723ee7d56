/** Whether cams/ingame shows its cams: the broadcast's show_cams, flipped live by toggle_cams. */
export interface CamsVisibility {
  /** The broadcast's show_cams as last seen. */
  readonly showCams: boolean;
  readonly shown: boolean;
}

export type CamsVisibilityEvent =
  { readonly type: 'show_cams'; readonly value: boolean } | { readonly type: 'toggle_cams' };

export function initialCamsVisibility(showCams: boolean): CamsVisibility {
  return { showCams, shown: showCams };
}

/**
 * OVERLAYS §3 toggle_cams ("Show or hide the POV cams") and RULES (h) show_cams: the cams start as show_cams says;
 * each toggle_cams trigger shows them if hidden and hides them if shown; a change of show_cams (update-broadcast
 * playerCams) sets them to the new value. A data update that leaves show_cams as it was changes nothing.
 */
export function reduceCamsVisibility(
  state: CamsVisibility,
  event: CamsVisibilityEvent,
): CamsVisibility {
  if (event.type === 'toggle_cams') return { ...state, shown: !state.shown };
  if (event.value === state.showCams) return state;
  return { showCams: event.value, shown: event.value };
}
