import { isWebPath } from './static-web.js';

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
    ['/image.png', false],
    ['/image.webp', false],
  ])('%s → %s', (path, expected) => {
    expect(isWebPath(path)).toBe(expected);
  });
});
