import { validateGuest } from './validate-guest.js';

describe('validateGuest', () => {
  it.each([
    [{ name: 'Alice' }],
    [{ name: '  Alice  ' }],
    [
      {
        name: 'Alice Smith',
        avatar: 'https://cdn.example.com/alice.png',
        webcam: 'https://vdo.ninja/?view=abc123&label=Alice',
        twitter: '@alice_casts',
        pronouns: 'she/her',
      },
    ],
    [{ name: 'Bob', avatar: '', webcam: null, twitter: '', pronouns: undefined }],
    [{ name: 'Bob', webcam: 'https://beta.vdo.ninja/?view=xyz' }],
    [{ name: 'Bob', avatar: 'http://example.com/bob.png' }],
  ])('accepts %j', (guest) => {
    expect(validateGuest(guest)).toEqual({ valid: true, errors: {} });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{}, 'name', 'Name is required'],
    [{ name: 'Smith, John' }, 'name', 'Name must be distinguishable from other inputs'],
    [{ name: 'A | B' }, 'name', 'Name must be distinguishable from other inputs'],
    [{ name: '@alice' }, 'name', 'Name must be distinguishable from other inputs'],
    [{ name: 'AC/DC' }, 'name', 'Name must be distinguishable from other inputs'],
    [{ name: 'httpster' }, 'name', 'Name must be distinguishable from other inputs'],
    [{ name: 'preview=on' }, 'name', 'Name must be distinguishable from other inputs'],
    [{ name: 'A', avatar: 'cdn.example.com/a.png' }, 'avatar', 'Avatars must be valid links'],
    [{ name: 'A', avatar: 'ftp://example.com/a.png' }, 'avatar', 'Avatars must be valid links'],
    [
      { name: 'A', avatar: 'https://example.com/a.png?view=1' },
      'avatar',
      'Avatars must be valid links',
    ],
    [{ name: 'A', avatar: 'https://example.com/a,b.png' }, 'avatar', 'Avatars must be valid links'],
    [{ name: 'A', avatar: 'http//broken' }, 'avatar', 'Avatars must be valid links'],
    [
      { name: 'A', webcam: 'https://vdo.ninja/?push=abc' },
      'webcam',
      'Webcams must be valid VDO.Ninja view links',
    ],
    [
      { name: 'A', webcam: 'https://example.com/?view=abc' },
      'webcam',
      'Webcams must be valid VDO.Ninja view links',
    ],
    [
      { name: 'A', webcam: 'https://vdo.ninja/?view=' },
      'webcam',
      'Webcams must be valid VDO.Ninja view links',
    ],
    [
      { name: 'A', webcam: 'vdo.ninja/?view=abc' },
      'webcam',
      'Webcams must be valid VDO.Ninja view links',
    ],
    [{ name: 'A', twitter: 'alice' }, 'twitter', 'Twitter handles must start with @'],
    [{ name: 'A', twitter: '@' }, 'twitter', 'Twitter handles must start with @'],
    [{ name: 'A', twitter: '@alice, @bob' }, 'twitter', 'Twitter handles must start with @'],
    [{ name: 'A', pronouns: 'any' }, 'pronouns', 'Pronouns must contain "/"'],
    [{ name: 'A', pronouns: 'she, her' }, 'pronouns', 'Pronouns must contain "/"'],
  ])('rejects %j on %s: %s', (guest, field, message) => {
    expect(validateGuest(guest)).toEqual({ valid: false, errors: { [field]: message } });
  });

  it('reports every invalid field at once', () => {
    expect(
      validateGuest({ name: '', avatar: 'x', webcam: 'y', twitter: 'z', pronouns: 'w' }),
    ).toEqual({
      valid: false,
      errors: {
        name: 'Name is required',
        avatar: 'Avatars must be valid links',
        webcam: 'Webcams must be valid VDO.Ninja view links',
        twitter: 'Twitter handles must start with @',
        pronouns: 'Pronouns must contain "/"',
      },
    });
  });
});
