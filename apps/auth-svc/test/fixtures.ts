import type { DemoUserInput } from '../src/seed/demo-user.js';

let counter = 0;
/** A fresh record id (rec + 14 base-62 chars). */
export function rid(tag = 'U'): string {
  counter += 1;
  return `rec${tag.slice(0, 4).padEnd(4, 'x')}${String(counter).padStart(10, '0')}`;
}

/** Demo users shaped like @castline/demo's DemoUser (auth-svc makes their tokens when it seeds them). */
export function buildDemoUsers(): {
  admin: DemoUserInput;
  caster: DemoUserInput;
  viewer: DemoUserInput;
  all: DemoUserInput[];
} {
  const admin: DemoUserInput = {
    player_id: rid('Adm'),
    name: 'Admin Ada',
    discord_id: '100000000000000001',
    discord_username: 'ada',
    avatar: 'https://cdn.example.test/avatars/ada.png',
    website_settings: ['Can edit any match', 'Can edit any event', 'Full broadcast permissions'],
    role: 'admin',
  };
  const caster: DemoUserInput = {
    player_id: rid('Cas'),
    name: 'Caster Cai',
    discord_id: '100000000000000002',
    discord_username: 'cai',
    avatar: null,
    website_settings: ['Full broadcast permissions'],
    role: 'caster',
  };
  const viewer: DemoUserInput = {
    player_id: rid('Vie'),
    name: 'Viewer Vic',
    discord_id: null,
    discord_username: null,
    avatar: null,
    website_settings: [],
    role: 'viewer',
  };
  return { admin, caster, viewer, all: [admin, caster, viewer] };
}
