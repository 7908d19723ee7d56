import { resolveBracket } from '@castline/brackets';
import {
  StoredRecordSchema,
  type MatchRecord,
  type StoredRecord,
  type TeamRecord,
} from '@castline/contracts';
import { findBracketProblems } from './check/find-bracket-problems.js';
import { findLinkProblems } from './check/find-link-problems.js';
import { generateLargeSeason } from './generate-large-season.js';

const NOW = new Date('2026-11-21T15:17:23.000Z');

describe('generateLargeSeason', () => {
  // How long it takes is a benchmark matter (the bench seeds it with DEMO_SEASON=large), never a timed unit test.
  const season = generateLargeSeason({ now: NOW, seed: 7 });
  const count = (kind: StoredRecord['__kind']) =>
    season.records.filter((r) => r.__kind === kind).length;

  it.each([
    ['match', 5000],
    ['team', 800],
    ['bracket', 200],
    ['event', 50],
  ] as const)('has %s × %d', (kind, expected) => {
    expect(count(kind)).toBe(expected);
  });

  it('has 4,000 rostered players plus the organiser login', () => {
    const players = season.records.filter((r) => r.__kind === 'player');
    expect(players.filter((p) => p.member_of.length > 0)).toHaveLength(4000);
    expect(season.users).toHaveLength(1);
    expect(season.users[0]?.website_settings).toEqual(['Can edit any event', 'Can edit any match']);
  });

  it('outputs only records that parse, with consistent links and brackets', () => {
    for (const record of season.records) {
      const parsed = StoredRecordSchema.safeParse(record);
      if (!parsed.success)
        throw new Error(`${record.__kind} ${record.id}: ${parsed.error.message}`);
    }
    expect(findLinkProblems(season.records)).toEqual([]);
    expect(findBracketProblems(season.records)).toEqual([]);
  });

  it('leaves nothing for the bracket resolver to change (sampled brackets)', () => {
    const matches = new Map(
      season.records.filter((r): r is MatchRecord => r.__kind === 'match').map((m) => [m.id, m]),
    );
    const teams = season.records.filter((r): r is TeamRecord => r.__kind === 'team');
    const brackets = season.records.filter((r) => r.__kind === 'bracket');
    for (const bracket of brackets.filter((_, i) => i % 20 === 0)) {
      const result = resolveBracket({
        bracketId: bracket.id,
        layout: bracket.bracket_layout ?? '',
        orderedMatchIds: bracket.ordered_matches,
        matches: bracket.ordered_matches.map((id) => ({
          ...(matches.get(id) as MatchRecord),
          maps: null,
        })),
        teams,
      });
      expect(result.patches).toEqual([]);
      expect(result.hasError).toBe(false);
    }
  });

  it('has played past matches and upcoming future ones', () => {
    const matches = season.records.filter((r) => r.__kind === 'match');
    const played = matches.filter((m) => m.score_1 === m.first_to || m.score_2 === m.first_to);
    expect(played.length).toBeGreaterThan(1000);
    expect(played.every((m) => Date.parse(m.start ?? '') < NOW.getTime())).toBe(true);
    expect(matches.some((m) => Date.parse(m.start ?? '') > NOW.getTime())).toBe(true);
  });

  it('is deterministic for a seed and leaves now untouched', () => {
    const again = generateLargeSeason({ now: NOW, seed: 7 });
    expect(again.records.length).toBe(season.records.length);
    expect(again.records.slice(-500)).toEqual(season.records.slice(-500));
    expect(again.users).toEqual(season.users);
    expect(NOW.toISOString()).toBe('2026-11-21T15:17:23.000Z');
  });
});
