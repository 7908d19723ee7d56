import type { BracketRecord, MatchRecord, StoredRecord, TeamRecord } from '@castline/contracts';
import {
  createBracketPreset,
  parseBracketLayout,
  resolveBracket,
  validateBracketLayout,
} from '@castline/brackets';
import { generateDemoSeason } from '../generate-demo-season.js';
import { DOUBLE_ELIMINATION_8 } from './bracket-presets.js';

const season = generateDemoSeason({ now: new Date('2026-11-21T15:17:23.000Z') });

function recordsOf<K extends StoredRecord['__kind']>(
  kind: K,
): Extract<StoredRecord, { __kind: K }>[] {
  return season.records.filter((r): r is Extract<StoredRecord, { __kind: K }> => r.__kind === kind);
}

describe('demo brackets agree with @castline/brackets', () => {
  const brackets: BracketRecord[] = recordsOf('bracket');
  const matches = new Map<string, MatchRecord>(recordsOf('match').map((m) => [m.id, m]));
  const teams: TeamRecord[] = recordsOf('team');
  const mapWinners = new Set(
    recordsOf('map')
      .filter((m) => m.winner.length > 0)
      .map((m) => m.id),
  );

  it.each(brackets.map((b) => [b.name, b.id]))(
    '%s (%s) passes layout validation (RULES c.4)',
    (_name, id) => {
      const bracket = brackets.find((b) => b.id === id) as BracketRecord;
      const parsed = parseBracketLayout(bracket.bracket_layout);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(validateBracketLayout(parsed.layout, bracket.ordered_matches.length)).toEqual([]);
    },
  );

  it.each(brackets.map((b) => [b.name, b.id]))(
    '%s (%s) is already resolved: the resolver changes nothing',
    (_name, id) => {
      const bracket = brackets.find((b) => b.id === id) as BracketRecord;
      const ordered = bracket.ordered_matches.map((matchId) => matches.get(matchId) as MatchRecord);
      const result = resolveBracket({
        bracketId: bracket.id,
        layout: bracket.bracket_layout ?? '',
        orderedMatchIds: bracket.ordered_matches,
        matches: ordered.map((m) => ({
          ...m,
          maps: null,
          has_map_winner: m.maps.some((id) => mapWinners.has(id)),
        })),
        teams,
      });
      expect(result.errors).toEqual([]);
      expect(result.hasError).toBe(false);
      expect(result.patches).toEqual([]);
      expect(result.rankWrites).toEqual([]);
    },
  );

  it('uses the same games and links as the library 8-team double-elimination preset', () => {
    const library = createBracketPreset('double-elimination-8').layout;
    const games = (layout: typeof library | typeof DOUBLE_ELIMINATION_8.layout) =>
      layout.brackets.map((b) => b.columns.map((c) => c.games));
    type Connection = {
      win?: string | null;
      lose?: string | null;
      winnerRank?: unknown;
      loserRank?: unknown;
    };
    const links = (connections: Record<string, Connection>) =>
      Object.fromEntries(
        Object.entries(connections).map(([key, c]) => [
          key,
          [c.win ?? null, c.lose ?? null, c.winnerRank ?? null, c.loserRank ?? null],
        ]),
      );
    expect(games(DOUBLE_ELIMINATION_8.layout)).toEqual(games(library));
    expect(links(DOUBLE_ELIMINATION_8.layout.connections)).toEqual(links(library.connections));
  });
});
