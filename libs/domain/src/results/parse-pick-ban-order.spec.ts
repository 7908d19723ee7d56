import fc from 'fast-check';
import { parsePickBanOrder } from './parse-pick-ban-order.js';

describe('parsePickBanOrder', () => {
  it.each([
    [
      'pick1, ban2, protect1',
      false,
      [
        { number: 1, kind: 'pick', team: 1, countForTeam: 1 },
        { number: 2, kind: 'ban', team: 2, countForTeam: 1 },
        { number: 3, kind: 'protect', team: 1, countForTeam: 1 },
      ],
    ],
    [
      'ban1,ban2,ban1',
      false,
      [
        { number: 1, kind: 'ban', team: 1, countForTeam: 1 },
        { number: 2, kind: 'ban', team: 2, countForTeam: 1 },
        { number: 3, kind: 'ban', team: 1, countForTeam: 2 },
      ],
    ],
    [
      'ban1, ban2, ban1',
      true,
      [
        { number: 1, kind: 'ban', team: 2, countForTeam: 1 },
        { number: 2, kind: 'ban', team: 1, countForTeam: 1 },
        { number: 3, kind: 'ban', team: 2, countForTeam: 2 },
      ],
    ],
    [
      ' PICK1 ,, nonsense, ban3, pick 2 ',
      false,
      [
        { number: 1, kind: 'pick', team: 1, countForTeam: 1 },
        { number: 2, kind: 'pick', team: 2, countForTeam: 1 },
      ],
    ],
    ['', false, []],
    [null, false, []],
    [undefined, true, []],
  ] as const)('%j (flip %s)', (order, flip, steps) => {
    expect(parsePickBanOrder(order, flip)).toEqual(steps);
  });

  it('reads the 20 League of Legends steps', () => {
    const steps = parsePickBanOrder(
      'ban1, ban2, ban1, ban2, ban1, ban2, pick1, pick2, pick2, pick1, pick1, pick2, ban2, ban1, ban2, ban1, pick2, pick1, pick1, pick2',
    );
    expect(steps).toHaveLength(20);
    expect(steps.filter((s) => s.kind === 'ban' && s.team === 1)).toHaveLength(5);
    expect(steps[19]).toEqual({ number: 20, kind: 'pick', team: 2, countForTeam: 5 });
  });

  it('flipping swaps every team and keeps kinds and order', () => {
    const token = fc
      .tuple(fc.constantFrom('pick', 'ban', 'protect'), fc.constantFrom('1', '2'))
      .map(([kind, team]) => kind + team);
    fc.assert(
      fc.property(fc.array(token, { maxLength: 30 }), (tokens) => {
        const order = tokens.join(', ');
        const plain = parsePickBanOrder(order);
        const flipped = parsePickBanOrder(order, true);
        expect(flipped.map((s) => s.kind)).toEqual(plain.map((s) => s.kind));
        expect(flipped.map((s) => 3 - s.team)).toEqual(plain.map((s) => s.team));
        expect(plain).toHaveLength(tokens.length);
      }),
    );
  });
});
