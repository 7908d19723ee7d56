import { Visibility } from './visibility.js';

describe('Visibility', () => {
  const events = [
    { id: 'recHiddenMatches1', antileak: ['Hide matches'] },
    { id: 'recEverythingHid1', antileak: ['Hide all'] },
    { id: 'recOpenEvent00001', antileak: [] },
  ];

  it('names the events that hide their matches', () => {
    expect(new Visibility(events).eventsHidingMatches().sort()).toEqual([
      'recEverythingHid1',
      'recHiddenMatches1',
    ]);
  });

  it('hides a report with its match, and only then', () => {
    const visibility = new Visibility(events, ['recHiddenMatch001']);
    expect(
      visibility.isHidden('report', { id: 'recReport00000001', match: ['recHiddenMatch001'] }),
    ).toBe(true);
    expect(
      visibility.isHidden('report', { id: 'recReport00000002', match: ['recOtherMatch0001'] }),
    ).toBe(false);
    expect(visibility.isHidden('report', { id: 'recReport00000003' })).toBe(false);
    expect(
      visibility.isHidden('match', { id: 'recHiddenMatch001', event: ['recHiddenMatches1'] }),
    ).toBe(true);
  });
});
