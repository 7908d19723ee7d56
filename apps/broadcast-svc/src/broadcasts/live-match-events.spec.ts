import { toLiveMatchChangedEvent } from './live-match-events.js';

describe('toLiveMatchChangedEvent', () => {
  it.each([
    [
      { id: 'b', live_match: ['m2'], advertise: true },
      ['m1'],
      { broadcast: 'b', live_match: 'm2', previous: 'm1', advertise: true },
    ],
    [
      { id: 'b', live_match: [], advertise: false },
      ['m1', 'm0'],
      { broadcast: 'b', live_match: null, previous: 'm1', advertise: false },
    ],
    [
      { id: 'b', live_match: ['m1'], advertise: true },
      [],
      { broadcast: 'b', live_match: 'm1', previous: null, advertise: true },
    ],
  ])('%j after %j → %j', (after, previous, event) => {
    expect(toLiveMatchChangedEvent(after, previous)).toEqual(event);
  });
});
