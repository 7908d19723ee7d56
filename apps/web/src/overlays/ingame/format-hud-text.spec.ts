import { describe, expect, it } from 'vitest';
import type { TwitchTitleMatch } from '@castline/domain';
import { formatHudText, type HudTextExtras } from './format-hud-text.js';

const match: TwitchTitleMatch = {
  match_group: 'Playoffs',
  round: 'Upper Final',
  first_to: 3,
  teams: [
    { name: 'Harbour Hawks', code: 'HWK' },
    { name: 'Night Owls', code: null },
  ],
  event: { name: 'Spring Showdown 2026', short: 'Spring Showdown' },
};
const extras: HudTextExtras = { currentStage: 'Group A', mapNumber: 3, mapName: 'Busan' };

describe('formatHudText (middle_text_format, ingame_details_format)', () => {
  it.each<[string | null, string | null]>([
    ['{match_group} · {match_first_to_long}', 'Playoffs · First to 3'],
    ['{event_short} · {match_round}', 'Spring Showdown · Upper Final'],
    ['{team_1_code} vs {team_2_code}', 'HWK vs Night Owls'],
    ['{match_best_of_short}', 'BO5'],
    ['Map {map_number}: {map_name}', 'Map 3: Busan'],
    ['{current_stage}', 'Group A'],
    ['Live   {unknown}  now', 'Live now'],
    ['{match_custom_name}', null],
    ['   ', null],
    [null, null],
    ['Plain text', 'Plain text'],
  ])('%j → %j', (format, expected) => {
    expect(formatHudText(format, match, extras)).toBe(expected);
  });

  it('has no length limit (a title would fail over 140 characters)', () => {
    const long = 'x'.repeat(150);
    expect(formatHudText(`${long} {match_group}`, match, extras)).toBe(`${long} Playoffs`);
  });

  it('leaves map placeholders empty without a current map', () => {
    const none: HudTextExtras = { currentStage: null, mapNumber: null, mapName: null };
    expect(formatHudText('Map {map_number} {map_name} {current_stage}', match, none)).toBe('Map');
  });
});
