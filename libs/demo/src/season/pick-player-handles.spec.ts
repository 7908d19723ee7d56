import { createRandom } from '../random/create-random.js';
import { pickPlayerHandles } from './pick-player-handles.js';

describe('pickPlayerHandles', () => {
  it.each([[10], [114], [4000]])('draws %d unique handles', (count) => {
    const handles = pickPlayerHandles(createRandom(4), count);
    expect(handles).toHaveLength(count);
    expect(new Set(handles).size).toBe(count);
  });

  it('skips taken names', () => {
    const first = pickPlayerHandles(createRandom(4), 1);
    const again = pickPlayerHandles(createRandom(4), 3, first);
    expect(again).not.toContain(first[0]);
  });
});
