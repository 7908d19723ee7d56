import { validateManualGuests } from './validate-manual-guests.js';

describe('validateManualGuests', () => {
  it.each([
    ['', true, []],
    ['Alice, she/her, @alice\nBob, https://vdo.ninja/?view=bob', true, []],
    ['@alice_only, she/her', false, [{ guest: 1, field: 'name', message: 'Name is required' }]],
    [
      'Alice\n\nBob, https://example.com/?view=bob\nCarol, httpx://nope',
      false,
      [
        { guest: 2, field: 'webcam', message: 'Webcams must be valid VDO.Ninja view links' },
        { guest: 3, field: 'avatar', message: 'Avatars must be valid links' },
      ],
    ],
  ])('%p → valid %p', (text, valid, errors) => {
    const result = validateManualGuests(text);
    expect(result.valid).toBe(valid);
    expect(result.errors).toEqual(errors);
  });

  it('returns the parsed guests', () => {
    expect(validateManualGuests('Alice, she/her').guests).toEqual([
      { name: 'Alice', avatar: null, webcam: null, twitter: null, pronouns: 'she/her' },
    ]);
  });
});
