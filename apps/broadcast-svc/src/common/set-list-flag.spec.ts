import { setListFlag } from './set-list-flag.js';

describe('setListFlag', () => {
  it.each([
    [
      'turns a missing flag on at the end',
      ['Show overlay'],
      'Show syncer',
      true,
      ['Show overlay', 'Show syncer'],
    ],
    [
      'keeps a flag that is already on where it is',
      ['Show syncer', 'Show overlay'],
      'Show syncer',
      true,
      ['Show syncer', 'Show overlay'],
    ],
    ['turns a flag off', ['Show syncer', 'Show overlay'], 'Show syncer', false, ['Show overlay']],
    [
      'turns off every copy of a flag',
      ['Show syncer', 'Show overlay', 'Show syncer'],
      'Show syncer',
      false,
      ['Show overlay'],
    ],
    [
      'leaves a flag that is already off off',
      ['Show overlay'],
      'Use basic overlay',
      false,
      ['Show overlay'],
    ],
    ['turns a flag on in an empty list', [], 'Use basic overlay', true, ['Use basic overlay']],
  ] as const)('%s', (_name, list, flag, on, expected) => {
    expect(setListFlag(list, flag, on)).toEqual(expected);
  });

  it('never changes its input', () => {
    const list = Object.freeze(['Show overlay']);
    setListFlag(list, 'Show syncer', true);
    setListFlag(list, 'Show overlay', false);
    expect(list).toEqual(['Show overlay']);
  });
});
