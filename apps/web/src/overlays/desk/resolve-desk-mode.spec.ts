import { describe, expect, it } from 'vitest';
import { resolveDeskMode, type DeskMode } from './resolve-desk-mode.js';

const m = (mode: DeskMode['mode'], theme: DeskMode['theme'] = 'event'): DeskMode => ({
  mode,
  theme,
});

describe('resolveDeskMode', () => {
  it.each<[string | null, string | null, DeskMode]>([
    [null, null, m('Match')],
    [null, '', m('Match')],
    [null, 'Scoreboard', m('Scoreboard')],
    [null, 'Scoreboard Bans', m('Scoreboard Bans')],
    [null, 'Hero Draft', m('Hero Draft')],
    [null, 'Predictions', m('Predictions')],
    [null, 'Maps', m('Maps')],
    [null, 'Drafted Maps', m('Drafted Maps')],
    [null, 'Interview', m('Interview')],
    [null, 'Notice (Event)', m('Notice')],
    [null, 'Notice (Team 1)', m('Notice', 'team1')],
    [null, 'Notice (Team 2)', m('Notice', 'team2')],
    [null, 'Notice', m('Notice')],
    [null, 'Hidden', m('Hidden')],
    [null, 'Casters', m('Casters')],
    [null, 'Scoreboard (Team 2)', m('Scoreboard', 'team2')],
    [null, 'Something else', m('Match')],
    ['Maps', 'Scoreboard', m('Maps')],
    ['hero draft', null, m('Hero Draft')],
    ['notice (team 2)', 'Maps', m('Notice', 'team2')],
    ['Match', 'Hidden', m('Match')],
    ['nonsense', 'Hidden', m('Hidden')],
    ['  ', 'Casters', m('Casters')],
  ])('display %j, desk_display %j', (display, stored, expected) => {
    expect(resolveDeskMode(display, stored)).toEqual(expected);
  });
});
