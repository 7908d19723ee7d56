import { IssuedTokenSchema } from '@castline/contracts';
import { hashToken } from '../tokens/hash-token.js';
import type { DemoUserSeed } from './demo-user.js';
import { planDemoSeed } from './plan-demo-seed.js';

const now = new Date('2026-05-01T12:00:00.000Z');
const demoUsers: DemoUserSeed[] = [
  {
    player_id: 'recDemoAdmin00001',
    name: 'Admin Ada',
    discord_id: '100000000000000001',
    discord_username: 'ada',
    avatar: null,
    website_settings: ['Can edit any match', 'Can edit any event'],
    role: 'organiser',
  },
  {
    player_id: 'recDemoViewer0002',
    name: 'Viewer Vic',
    discord_id: null,
    discord_username: null,
    avatar: 'https://example.test/vic.png',
    website_settings: [],
    role: 'player',
  },
];
const input = { demoUsers, isUsersTableEmpty: true, now, tokenTtlDays: 30 };

describe('planDemoSeed', () => {
  it('gives every demo user of an empty users table one token from the generator, storing only its hash', () => {
    const made = ['1'.repeat(64), '2'.repeat(64)];
    const plan = planDemoSeed(input, () => made.shift() ?? 'exhausted');
    expect(plan?.logins).toEqual([
      {
        player_id: 'recDemoAdmin00001',
        name: 'Admin Ada',
        role: 'organiser',
        token: '1'.repeat(64),
      },
      { player_id: 'recDemoViewer0002', name: 'Viewer Vic', role: 'player', token: '2'.repeat(64) },
    ]);
    expect(plan?.tokens).toEqual([
      {
        user_id: 'recDemoAdmin00001',
        token_hash: hashToken('1'.repeat(64)),
        created_at: now,
        expires_at: new Date('2026-05-31T12:00:00.000Z'),
      },
      {
        user_id: 'recDemoViewer0002',
        token_hash: hashToken('2'.repeat(64)),
        created_at: now,
        expires_at: new Date('2026-05-31T12:00:00.000Z'),
      },
    ]);
    expect(JSON.stringify([plan?.users, plan?.tokens])).not.toMatch(/1{64}|2{64}/);
  });

  it('stores the demo users as the generator describes them', () => {
    expect(planDemoSeed(input)?.users).toEqual([
      {
        id: 'recDemoAdmin00001',
        name: 'Admin Ada',
        discord_id: '100000000000000001',
        discord_username: 'ada',
        avatar: null,
        website_settings: ['Can edit any match', 'Can edit any event'],
        created_at: now,
      },
      {
        id: 'recDemoViewer0002',
        name: 'Viewer Vic',
        discord_id: null,
        discord_username: null,
        avatar: 'https://example.test/vic.png',
        website_settings: [],
        created_at: now,
      },
    ]);
  });

  it('makes unguessable tokens by default: issued-token shaped, different at every seeding of the same users', () => {
    const first = planDemoSeed(input)?.logins.map((l) => l.token) ?? [];
    const second = planDemoSeed(input)?.logins.map((l) => l.token) ?? [];
    for (const token of [...first, ...second])
      expect(IssuedTokenSchema.safeParse(token).success).toBe(true);
    expect(new Set([...first, ...second]).size).toBe(4);
  });

  it('plans nothing once users exist: no token renewed, re-issued or un-revoked, the generator never asked', () => {
    const generate = jest.fn(() => '3'.repeat(64));
    expect(planDemoSeed({ ...input, isUsersTableEmpty: false }, generate)).toBeNull();
    expect(generate).not.toHaveBeenCalled();
  });
});
