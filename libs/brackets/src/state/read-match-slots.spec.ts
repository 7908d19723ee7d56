import { readMatchSlots } from './read-match-slots.js';

describe('readMatchSlots', () => {
  it.each([
    [{ teams: ['a', 'b'] }, ['a', 'b']],
    [{ teams: ['a', null] }, ['a', null]],
    [{ teams: [null, 'b'] }, [null, 'b']],
    [{ teams: ['', 'b'] }, [null, 'b']],
    [{ teams: ['a'], placeholder_right: true }, ['a', null]],
    [{ teams: ['a'], placeholder_right: false }, [null, 'a']],
    [{ teams: ['a'] }, [null, 'a']],
    [{ teams: [] }, [null, null]],
    [{ teams: null }, [null, null]],
    [{}, [null, null]],
    [undefined, [null, null]],
  ])('%j → %j', (match, expected) => {
    expect(readMatchSlots(match)).toEqual(expected);
  });
});
