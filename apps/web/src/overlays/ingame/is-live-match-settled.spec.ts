import { describe, expect, it } from 'vitest';
import type { ThingRecord } from '../../lib/things/thing-types.js';
import { isLiveMatchSettled } from './is-live-match-settled.js';

const loading = (id: string) => ({ __id: id, __loading: true });
const team = (id: string) => ({ __id: id, id });
const map = (id: string, data: unknown[] = []) => ({ __id: id, id, map: data });
const view = (fields: Record<string, unknown>) => ({
  record: { __id: 'm', id: 'm', ...fields } as ThingRecord,
});

describe('isLiveMatchSettled (no flash of a half-loaded live match)', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    [
      'teams and maps arrived',
      { teams: [team('a'), team('b')], maps: [map('1', [team('d')])] },
      true,
    ],
    ['no teams or maps at all', {}, true],
    [
      'a missing team (not found) counts as arrived',
      { teams: [{ __id: 'x', __missing: true }] },
      true,
    ],
    ['a team still loading', { teams: [team('a'), loading('b')], maps: [] }, false],
    ['a map still loading', { teams: [], maps: [map('1'), loading('2')] }, false],
    ['a map whose map data is loading', { teams: [], maps: [map('1', [loading('d')])] }, false],
  ])('%s → %s', (_name, fields, settled) => {
    expect(isLiveMatchSettled(view(fields))).toBe(settled);
  });
});
