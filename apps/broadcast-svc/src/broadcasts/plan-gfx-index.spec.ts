import { CodedError } from '@castline/contracts';
import { GFX_INDEX_TEXT, planGfxIndex } from './plan-gfx-index.js';

const ID = 'recBROADCAST00001';
const [A, B, C, D] = [
  'recGFXA0000000000',
  'recGFXB0000000000',
  'recGFXC0000000000',
  'recGFXD0000000000',
];

describe('planGfxIndex (RULES (a) update-gfx-index)', () => {
  it.each<[string, string[], string, number, string[], number]>([
    ['moves the last item first', [A, B, C, D], D, 1, [D, A, B, C], 1],
    ['moves the first item to position 3', [A, B, C, D], A, 3, [B, C, A, D], 3],
    ['moves an item to the last position', [A, B, C, D], B, 4, [A, C, D, B], 4],
    ['moves an item past the end to the last position', [A, B, C, D], A, 24, [B, C, D, A], 4],
  ])('%s', (_name, gfx, item, index, expected, at) => {
    const plan = planGfxIndex({ id: ID, gfx }, { gfxID: item, index });
    expect(plan.changes).toEqual({ gfx: expected });
    expect(plan.result).toEqual({ broadcast: ID, gfx: expected, index: at, changed: true });
  });

  it.each<[string, string[], string, number, number]>([
    ['the item is already at that index', [A, B, C], B, 2, 2],
    ['the last item is asked past the end', [A, B, C], C, 10, 3],
  ])('plans no change when %s', (_name, gfx, item, index, at) => {
    const plan = planGfxIndex({ id: ID, gfx }, { gfxID: item, index });
    expect(plan.changes).toEqual({});
    expect(plan.result).toEqual({ broadcast: ID, gfx, index: at, changed: false });
  });

  it.each<[string, string[]]>([
    ['a broadcast without that item', [A, B]],
    ['a broadcast without GFX items', []],
  ])('refuses a GFX item that is not linked (%s) with a 400 naming gfxID', (_name, gfx) => {
    let error: unknown;
    try {
      planGfxIndex({ id: ID, gfx }, { gfxID: C, index: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CodedError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: GFX_INDEX_TEXT.notLinked });
  });

  it('never changes the current state', () => {
    const gfx = Object.freeze([A, B, C]) as string[];
    planGfxIndex({ id: ID, gfx }, { gfxID: C, index: 1 });
    expect(gfx).toEqual([A, B, C]);
  });
});
