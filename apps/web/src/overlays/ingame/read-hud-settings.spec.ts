import { describe, expect, it } from 'vitest';
import { readHudSettings, type HudBroadcastInput, type HudSettings } from './read-hud-settings.js';

const base: HudSettings = {
  useCodes: false,
  useDots: false,
  showBans: false,
  fadeSponsors: false,
  hideScores: false,
  marginPx: 16,
  teamWidthPx: 460,
};

describe('readHudSettings (RULES (h) broadcast fields of the HUD)', () => {
  it.each<[string, HudBroadcastInput, boolean, Partial<HudSettings>]>([
    ['nothing set', {}, false, {}],
    ['the codes option', {}, true, { useCodes: true }],
    ['Use team codes', { broadcast_settings: ['Use team codes'] }, false, { useCodes: true }],
    [
      'every HUD setting',
      {
        broadcast_settings: [
          'Use dots instead of numbers for score',
          'Show banned heroes ingame',
          'Fade ingame sponsors',
          'No animations',
        ],
      },
      false,
      { useDots: true, showBans: true, fadeSponsors: true },
    ],
    ['hide_scores', { hide_scores: true }, false, { hideScores: true }],
    ['margin 40', { margin: 40 }, false, { marginPx: 40 }],
    ['margin 0', { margin: 0 }, false, { marginPx: 0 }],
    ['a negative margin', { margin: -20 }, false, { marginPx: 0 }],
    ['team width 520', { ingame_team_width: 520 }, false, { teamWidthPx: 520 }],
    ['a tiny team width', { ingame_team_width: 10 }, false, { teamWidthPx: 240 }],
    ['a huge team width', { ingame_team_width: 5000 }, false, { teamWidthPx: 700 }],
    ['team width 0 (unset)', { ingame_team_width: 0 }, false, {}],
    ['null fields', { margin: null, ingame_team_width: null, hide_scores: null }, false, {}],
  ])('%s', (_name, broadcast, codes, expected) => {
    expect(readHudSettings(broadcast, codes)).toEqual({ ...base, ...expected });
  });
});
