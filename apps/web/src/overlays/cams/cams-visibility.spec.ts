import { describe, expect, it } from 'vitest';
import {
  initialCamsVisibility,
  reduceCamsVisibility,
  type CamsVisibilityEvent,
} from './cams-visibility.js';

const run = (showCams: boolean, events: CamsVisibilityEvent[]) =>
  events.reduce(reduceCamsVisibility, initialCamsVisibility(showCams)).shown;

const toggle: CamsVisibilityEvent = { type: 'toggle_cams' };
const show = (value: boolean): CamsVisibilityEvent => ({ type: 'show_cams', value });

describe('cams/ingame visibility', () => {
  it.each<[string, boolean, CamsVisibilityEvent[], boolean]>([
    ['shown with show_cams', true, [], true],
    ['hidden without show_cams', false, [], false],
    ['toggle_cams hides shown cams', true, [toggle], false],
    ['toggle_cams shows hidden cams', false, [toggle], true],
    ['two toggles restore', true, [toggle, toggle], true],
    ['a show_cams change sets the new value', true, [toggle, show(false), toggle], true],
    ['show_cams turned on shows them', false, [show(true)], true],
    ['an update that keeps show_cams keeps a toggle', true, [toggle, show(true)], false],
  ])('%s', (_name, initial, events, expected) => {
    expect(run(initial, events)).toBe(expected);
  });
});
