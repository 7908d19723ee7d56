import { describe, expect, it } from 'vitest';
import { isProtectedPath } from './is-protected-path.js';

describe('isProtectedPath (public-site §2 "Protected pages", routes marked auth; §6)', () => {
  it.each([
    ['/profile', true],
    ['/profile/', true],
    ['/Profile', true],
    ['/dashboard', true],
    ['/me', true],
    ['/me/casts', true],
    ['/team/ABC/settings', true],
    ['/event/ABC/auction', true],
    ['/event/ABC/reports', true],
    ['/event/ABC/reports/x', false],
    ['/event/ABC/settings', true],
    ['/event/ABC/settings/discord', true],
    ['/event/ABC/settings/discord-logging', true],
    ['/event/ABC/settings/signups', true],
    ['/match/ABC/score-reporting', true],
    ['/match/ABC/rescheduling', true],
    ['/match/ABC/editor', true],
    ['/match/ABC/draft', true],
    ['/', false],
    ['/login', false],
    ['/auth/discord/return', false],
    ['/events', false],
    ['/team/ABC', false],
    ['/team/ABC/theme', false],
    ['/event/ABC', false],
    ['/event/ABC/draft', false],
    ['/event/ABC/schedule', false],
    ['/match/ABC', false],
    ['/match/ABC/history', false],
    ['/player/ABC/matches', false],
    ['/settings', false],
    ['/auction', false],
    ['/reports', false],
    ['/profile/extra', false],
  ])('main site %s → %s', (path, expected) => {
    expect(isProtectedPath(path, false)).toBe(expected);
  });

  it.each([
    ['/settings', true],
    ['/settings/signups', true],
    ['/auction', true],
    ['/reports', true],
    ['/', false],
    ['/schedule', false],
    ['/draft', false],
    ['/profile', true],
    ['/match/ABC/editor', true],
  ])('mini-site %s → %s', (path, expected) => {
    expect(isProtectedPath(path, true)).toBe(expected);
  });
});
