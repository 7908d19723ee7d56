import { DemoUserSeedSchema, type DemoUserInput } from './demo-user.js';

const valid: DemoUserInput = {
  player_id: 'recDemoAdmin00001',
  name: 'Admin Ada',
  discord_id: '100000000000000001',
  discord_username: 'ada',
  avatar: null,
  website_settings: ['Full broadcast permissions'],
  role: 'admin',
};

describe('DemoUserSeedSchema', () => {
  it('accepts a demo user as the generator describes it', () => {
    expect(DemoUserSeedSchema.parse(valid)).toEqual(valid);
  });

  it('drops a token a source might still carry: demo tokens are only ever made at seeding', () => {
    expect(DemoUserSeedSchema.parse({ ...valid, token: 'ab'.repeat(32) })).toEqual(valid);
  });

  it.each([
    ['a player id that is not a record id', { player_id: 'admin' }, 'player_id'],
    [
      'an unknown website setting',
      { website_settings: ['Can edit everything'] },
      'website_settings',
    ],
  ])('refuses %s', (_label, change, path) => {
    const result = DemoUserSeedSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(path);
  });
});
