import { resolveDeskDisplay } from './resolve-desk-display.js';

describe('resolveDeskDisplay', () => {
  it.each([
    [null, undefined, 'Match', null],
    [undefined, null, 'Match', null],
    ['', '', 'Match', null],
    ['Scoreboard', undefined, 'Scoreboard', null],
    ['Scoreboard Bans', undefined, 'Scoreboard Bans', null],
    ['Notice (Event)', undefined, 'Notice', 'Event'],
    ['Notice (Team 1)', undefined, 'Notice', 'Team 1'],
    ['Notice (Team 2)', null, 'Notice', 'Team 2'],
    ['Hidden', 'Casters', 'Casters', null],
    [null, 'Maps', 'Maps', null],
    ['Maps', 'Notice (Team 2)', 'Notice', 'Team 2'],
    ['Maps', '  ', 'Maps', null],
  ])('desk_display %j with option %j → %s / %j', (stored, option, mode, theme) => {
    expect(resolveDeskDisplay(stored, option)).toEqual({ mode, theme });
  });
});
