import { describe, expect, it } from 'vitest';
import { povCamState, type PovCamState } from './pov-cam-state.js';

describe('povCamState', () => {
  it.each<[boolean, boolean, boolean, boolean, PovCamState]>([
    [true, true, false, false, { cam: true, box: true }],
    [true, false, false, false, { cam: false, box: false }],
    [true, false, true, false, { cam: true, box: true }],
    [true, false, false, true, { cam: false, box: true }],
    [false, true, true, false, { cam: false, box: false }],
    [false, true, false, true, { cam: false, box: true }],
  ])(
    'link %s, show_cams %s, alwaysShow %s, box %s',
    (hasLink, showCams, alwaysShow, alwaysShowBox, expected) => {
      expect(povCamState({ hasLink, showCams, alwaysShow, alwaysShowBox })).toEqual(expected);
    },
  );
});
