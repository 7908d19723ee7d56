import { computeTally } from './compute-tally.js';
import type { TallyInput, TallyScenes } from './tally-types.js';

const scenes = (program: string | null, preview: string | null): TallyScenes => ({
  program,
  preview,
});
const input = (
  producer: TallyScenes | null,
  director: TallyScenes | null = null,
  pip: number[] = [],
): TallyInput => ({ producer, director, pip });

describe('computeTally (RULES (j) states)', () => {
  it.each<[string, TallyInput, ReturnType<typeof computeTally>]>([
    ['nobody reported yet', input(null), []],
    ['a scene that shows nobody', input(scenes('Desk', 'Break')), []],
    [
      'the Producer program and preview',
      input(scenes('Obs 1', 'Game 2')),
      [
        { person: 'observer-1', state: 'live' },
        { person: 'observer-2', state: 'preview' },
      ],
    ],
    [
      'a replay on program',
      input(scenes('Replay', null)),
      [{ person: 'replay_producer', state: 'live' }],
    ],
    [
      'LIVE wins over PREVIEW for the same person',
      input(scenes('Obs 1', 'OBS 1 close')),
      [{ person: 'observer-1', state: 'live' }],
    ],
    [
      'Director chaining: the Director program is LIVE while the Director is on the Producer program',
      input(scenes('Director', 'Desk'), scenes('Obs 3', 'Obs 4')),
      [
        { person: 'observer_director', state: 'live' },
        { person: 'observer-3', state: 'live' },
        { person: 'observer-4', state: 'preview' },
      ],
    ],
    [
      'Director chaining: the Director preview is PREVIEW while the Director is on the Producer preview',
      input(scenes('Desk', 'Clean feed'), scenes('Obs 3', 'Obs 4')),
      [
        { person: 'observer_director', state: 'preview' },
        { person: 'observer-4', state: 'preview' },
      ],
    ],
    [
      'the Director scenes count for nothing while the Director is on neither Producer scene',
      input(scenes('Obs 1', 'Desk'), scenes('Obs 3', 'Obs 4')),
      [{ person: 'observer-1', state: 'live' }],
    ],
    [
      'the Director without a Producer counts for nothing',
      input(null, scenes('Obs 3', 'Obs 4')),
      [],
    ],
    [
      'a chained LIVE wins over a Producer PREVIEW',
      input(scenes('OBSDIR', 'Obs 2'), scenes('Obs 2', 'Obs 1')),
      [
        { person: 'observer_director', state: 'live' },
        { person: 'observer-1', state: 'preview' },
        { person: 'observer-2', state: 'live' },
      ],
    ],
    [
      'pip_announce marks the observer LIVE',
      input(scenes('Desk', 'Obs 2'), null, [2, 5]),
      [
        { person: 'observer-2', state: 'live' },
        { person: 'observer-5', state: 'live' },
      ],
    ],
    ['pip_announce alone', input(null, null, [1]), [{ person: 'observer-1', state: 'live' }]],
  ])('%s', (_name, given, expected) => {
    expect(computeTally(given)).toEqual(expected);
  });

  it('does not change its input', () => {
    const given = input(scenes('Director', 'Obs 1'), scenes('Obs 2', 'Obs 3'), [4]);
    const copy = structuredClone(given);
    computeTally(given);
    expect(given).toEqual(copy);
  });

  it('lists every person at most once', () => {
    const names = ['Obs 1', 'Obs 2', 'Director', 'Replay', 'Desk', null];
    for (const a of names)
      for (const b of names)
        for (const c of names)
          for (const d of names) {
            const persons = computeTally(input(scenes(a, b), scenes(c, d), [1])).map(
              (e) => e.person,
            );
            expect(new Set(persons).size).toBe(persons.length);
          }
  });
});
