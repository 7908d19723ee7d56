import { isOverlayPath, isWebPath } from './static-web.js';

describe('isWebPath', () => {
  it.each([
    ['/', true],
    ['/events/abc', true],
    ['/team/xyz', true],
    ['/assets/index-abc.js', true],
    ['/thingsboard', true],
    ['/healthy-teams', true],
    ['/things', false],
    ['/things/x', false],
    ['/actions/update-broadcast', false],
    ['/auth/login', false],
    ['/auth/discord/redirect', false],
    ['/auth/discord-login', false],
    ['/auth/discord/return', true],
    ['/auth/discord/return/x', false],
    ['/socket.io/', false],
    ['/health', false],
    ['/time', false],
    ['/timeline', true],
    ['/image.png', false],
    ['/image.webp', false],
  ])('%s → %s', (path, expected) => {
    expect(isWebPath(path)).toBe(expected);
  });
});

describe('isOverlayPath', () => {
  it.each([
    ['/broadcast/main/ingame', true],
    ['/broadcast/main', true],
    ['/client/obs-1/tally-viewer', true],
    ['/broadcast/', false],
    ['/broadcasts', false],
    ['/', false],
    ['/events', false],
  ])('%s → %s', (path, expected) => {
    expect(isOverlayPath(path)).toBe(expected);
  });
});
