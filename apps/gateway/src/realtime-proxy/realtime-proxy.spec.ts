import { isRealtimePath } from './realtime-proxy.js';

describe('isRealtimePath', () => {
  it.each([
    ['/socket.io', true],
    ['/socket.io/', true],
    ['/socket.io/?EIO=4&transport=polling', true],
    ['/socket.io?EIO=4', true],
    ['/socket.iox', false],
    ['/things', false],
    ['/', false],
  ])('%s → %s', (url, expected) => {
    expect(isRealtimePath(url)).toBe(expected);
  });
});
