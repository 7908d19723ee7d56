import { listBracketPresets } from './list-bracket-presets.js';

describe('listBracketPresets', () => {
  it('lists the eight presets in the order of RULES c.11', () => {
    expect(listBracketPresets().map((preset) => [preset.id, preset.ranks])).toEqual([
      ['empty', 'none'],
      ['single-elimination-8', 'generated'],
      ['single-elimination-12', 'generated'],
      ['single-elimination-16', 'generated'],
      ['single-elimination-16-third-place', 'generated'],
      ['double-elimination-4-gsl', 'explicit'],
      ['double-elimination-8', 'generated'],
      ['double-elimination-12', 'generated'],
    ]);
  });
});
