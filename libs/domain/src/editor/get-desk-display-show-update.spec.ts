import { getDeskDisplayShowUpdate } from './get-desk-display-show-update.js';

describe('getDeskDisplayShowUpdate', () => {
  it.each([
    [null, { ok: false, error: 'You must choose a display mode' }],
    [undefined, { ok: false, error: 'You must choose a display mode' }],
    ['Match', { ok: true, deskDisplay: null }],
    ['Scoreboard', { ok: true, deskDisplay: 'Scoreboard' }],
    ['Notice (Team 1)', { ok: true, deskDisplay: 'Notice (Team 1)' }],
  ] as const)('%j → %j', (chosen, update) => {
    expect(getDeskDisplayShowUpdate(chosen)).toEqual(update);
  });
});
