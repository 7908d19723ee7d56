import { createCamSlots } from './create-cam-slots.js';

describe('createCamSlots', () => {
  it.each([
    [[], 5, [null, null, null, null, null]],
    [null, 2, [null, null]],
    [['p1', 'p2'], 5, ['p1', 'p2', null, null, null]],
    [['p1', 'p2', 'p3'], 2, ['p1', 'p2']],
    [['p1'], 0, []],
  ])('%j in %i slots → %j', (ids, count, slots) => {
    expect(createCamSlots(ids, count)).toEqual(slots);
  });
});
