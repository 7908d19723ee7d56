import { PublicUserSchema } from '@castline/contracts';
import { toPublicUser } from './to-public-user.js';

describe('toPublicUser', () => {
  const user = {
    id: 'recPRODUCER000001',
    name: 'Priya Producer',
    discord_id: '285161815021646928',
    avatar: 'abc123',
    website_settings: ['Full broadcast permissions'],
  };

  it('maps a user and their clients to the public user shape of the contracts', () => {
    const answer = toPublicUser(
      user,
      [{ id: 'recCLIENT00000001' }, { id: 'recCLIENT00000002' }],
      'http://cdn.test',
    );
    expect(answer).toEqual({
      name: 'Priya Producer',
      avatar: 'http://cdn.test/avatars/285161815021646928/abc123.png',
      airtableID: 'recPRODUCER000001',
      clients: ['recCLIENT00000001', 'recCLIENT00000002'],
      website_settings: ['Full broadcast permissions'],
    });
    expect(PublicUserSchema.parse(answer)).toEqual(answer);
  });

  it('answers no clients and no avatar for a plain user, and copies the settings array', () => {
    const answer = toPublicUser(
      { ...user, avatar: null, website_settings: [] },
      [],
      'http://cdn.test',
    );
    expect(answer).toMatchObject({ avatar: null, clients: [], website_settings: [] });
    answer.website_settings.push('Can edit any event');
    expect(user.website_settings).toEqual(['Full broadcast permissions']);
  });
});
