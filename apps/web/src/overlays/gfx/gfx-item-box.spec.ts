import { describe, expect, it } from 'vitest';
import { getGfxItemBox } from './gfx-item-box.js';
import type { GfxItemPlan } from './read-gfx-item.js';

describe('getGfxItemBox', () => {
  it.each<[GfxItemPlan['kind'], boolean, [number, number, number, number]]>([
    ['Image', false, [0, 0, 0, 0]],
    ['Iframe', true, [0, 0, 0, 0]],
    ['Schedule', false, [110, 220, 110, 220]],
    ['Standings', false, [110, 220, 110, 220]],
    ['Multi Standings', false, [96, 96, 96, 96]],
    ['Rosters', false, [96, 96, 96, 96]],
    ['Bracket', false, [96, 96, 96, 96]],
    ['MVP', false, [140, 160, 140, 160]],
    ['Stats', false, [140, 160, 140, 160]],
    ['Text', false, [200, 220, 200, 220]],
    ['Schedule', true, [48, 48, 48, 48]],
    ['Text', true, [48, 48, 48, 48]],
  ])('%s extended=%s', (kind, extended, [top, right, bottom, left]) => {
    expect(getGfxItemBox(kind, extended)).toEqual({ top, right, bottom, left });
  });
});
