/** What cams/pov paints: the cam itself and its themed frame. */
export interface PovCamState {
  readonly cam: boolean;
  readonly box: boolean;
}

/**
 * cams/pov (OVERLAYS §1): the cam shows when it has a link and the broadcast's cams are on (show_cams), or always
 * with `alwaysShow`; the themed frame shows with the cam, or always with `alwaysShowBox` / `box` (an observer
 * feed's layout stays put while the cam is off or not set up).
 */
export function povCamState(input: {
  readonly hasLink: boolean;
  readonly showCams: boolean;
  readonly alwaysShow: boolean;
  readonly alwaysShowBox: boolean;
}): PovCamState {
  const cam = input.hasLink && (input.showCams || input.alwaysShow);
  return { cam, box: cam || input.alwaysShowBox };
}
