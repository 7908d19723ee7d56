import { resolveTieBreakerChain } from './resolve-tie-breaker-chain.js';
import {
  DEFAULT_TIE_BREAKER_CHAIN,
  StandingsEntrySchema,
  TIE_BREAKER_KEYS,
  TIE_BREAKER_REPEATED_MESSAGE,
  TieBreakerChainSchema,
  type StandingsEntry,
} from './tie-breakers.js';
import type { StandingsEntryInput } from './standings-types.js';

describe('resolveTieBreakerChain', () => {
  it.each([
    [undefined, DEFAULT_TIE_BREAKER_CHAIN],
    [null, DEFAULT_TIE_BREAKER_CHAIN],
    [[], DEFAULT_TIE_BREAKER_CHAIN],
    [['nonsense'], DEFAULT_TIE_BREAKER_CHAIN],
    [
      ['buchholz', 'seed'],
      ['buchholz', 'seed'],
    ],
    [
      ['match-wins', 'nonsense', 'match-wins', 'manual'],
      ['match-wins', 'manual'],
    ],
  ] as const)('%j → %j', (input, chain) => {
    expect(resolveTieBreakerChain(input)).toEqual(chain);
  });

  it('uses the default chain of RULES d.3', () => {
    expect(DEFAULT_TIE_BREAKER_CHAIN).toEqual([
      'match-wins',
      'map-score',
      'head-to-head',
      'head-to-head-map-diff',
      'map-diff',
      'map-wins',
      'manual',
    ]);
  });

  it('lists all fifteen criteria of RULES d.2', () => {
    expect(TIE_BREAKER_KEYS).toHaveLength(15);
  });
});

describe('TieBreakerChainSchema', () => {
  it.each([
    [[], true],
    [['match-wins', 'buchholz', 'seed'], true],
    [[...TIE_BREAKER_KEYS], true],
    [['match-wins', 'match-wins'], false],
    [['points'], false],
    ['match-wins', false],
  ] as const)('%j valid: %s', (chain, valid) => {
    expect(TieBreakerChainSchema.safeParse(chain).success).toBe(valid);
  });

  it('explains a repeated key', () => {
    const result = TieBreakerChainSchema.safeParse(['seed', 'seed']);
    expect(result.error?.issues[0]?.message).toBe(TIE_BREAKER_REPEATED_MESSAGE);
  });
});

describe('StandingsEntrySchema', () => {
  it.each([
    [{ key: 'a', title: 'Group A', group: 'Group A' }, true],
    [
      {
        key: 'a',
        title: 'Group A',
        group: 'Group A',
        sub_event: 'Week 1',
        tieBreakers: ['match-wins', 'seed'],
        forfeitMaps: 'none',
        manualOrder: ['recA'],
      },
      true,
    ],
    [{ key: 'a', title: 'Group A', group: 'Group A', forfeitMaps: 'half' }, false],
    [{ key: '', title: 'Group A', group: 'Group A' }, false],
    [{ key: 'a', title: 'Group A' }, false],
  ] as const)('%j valid: %s', (entry, valid) => {
    expect(StandingsEntrySchema.safeParse(entry).success).toBe(valid);
  });

  it('produces entries computeStandings accepts', () => {
    const parsed: StandingsEntry = StandingsEntrySchema.parse({ key: 'a', title: 'A', group: 'A' });
    const input: StandingsEntryInput = parsed;
    expect(input.group).toBe('A');
  });
});
