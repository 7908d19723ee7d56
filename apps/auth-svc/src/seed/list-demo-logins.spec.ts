import type { DemoOptions, DemoUserInput } from './demo-user.js';
import { listDemoLogins } from './list-demo-logins.js';

const users: DemoUserInput[] = [
  {
    player_id: 'recDemoAdmin00001',
    name: 'Admin Ada',
    discord_id: '100000000000000001',
    discord_username: 'ada',
    avatar: null,
    website_settings: ['Can edit any match', 'Can edit any event'],
    token: '1'.repeat(64),
    role: 'admin',
  },
  {
    player_id: 'recDemoViewer0002',
    name: 'Viewer Vic',
    discord_id: null,
    discord_username: null,
    avatar: 'https://example.test/vic.png',
    website_settings: [],
    token: '2'.repeat(64),
    role: 'viewer',
  },
];

describe('listDemoLogins', () => {
  it('lists every demo user in generator order with the token to print', () => {
    expect(listDemoLogins({ now: new Date(0), seed: 1 }, () => users)).toEqual([
      { player_id: 'recDemoAdmin00001', name: 'Admin Ada', role: 'admin', token: '1'.repeat(64) },
      { player_id: 'recDemoViewer0002', name: 'Viewer Vic', role: 'viewer', token: '2'.repeat(64) },
    ]);
  });

  it('passes the seed and clock through to the generator', () => {
    const seen: DemoOptions[] = [];
    const now = new Date('2026-05-01T00:00:00.000Z');
    listDemoLogins({ now, seed: 42 }, (options) => {
      seen.push(options);
      return [];
    });
    expect(seen).toEqual([{ now, seed: 42 }]);
  });
});
