import { describe, expect, it } from 'vitest';
import { getUserMenuItems } from './get-user-menu-items.js';

const PLAYER = {
  name: 'Piper Player',
  avatar: null,
  airtableID: 'recPLAYERAAAAAAAA',
  clients: [],
  website_settings: [],
};
const PRODUCER = { ...PLAYER, name: 'Priya Producer', clients: ['recCLIENTAAAAAAAA'] };

const labels = (items: ReturnType<typeof getUserMenuItems>) => items.map((item) => item.label);

describe('getUserMenuItems (public-site §2 "Navbar" user menu, §6)', () => {
  it('gives a player their page, profile and re-authenticate, and Logout outside production', () => {
    const items = getUserMenuItems({ user: PLAYER, clientKey: null, isProductionHost: false });
    expect(labels(items)).toEqual(['Player page', 'Edit profile', 'Re-authenticate', 'Logout']);
    expect(items.map((item) => item.to)).toEqual([
      '/player/PLAYERAAAAAAAA',
      '/profile',
      '/login',
      undefined,
    ]);
  });

  it('hides Logout in production', () => {
    expect(
      labels(getUserMenuItems({ user: PLAYER, clientKey: null, isProductionHost: true })),
    ).toEqual(['Player page', 'Edit profile', 'Re-authenticate']);
  });

  it('gives a production user Dashboard, Source overview, Tally Viewer and Token', () => {
    const items = getUserMenuItems({ user: PRODUCER, clientKey: 'prod1', isProductionHost: false });
    expect(labels(items)).toEqual([
      'Player page',
      'Edit profile',
      'Dashboard',
      'Source overview',
      'Tally Viewer',
      'Token',
      'Re-authenticate',
      'Logout',
    ]);
    expect(items.find((item) => item.key === 'source-overview')?.to).toBe('/client/prod1/admin');
    expect(items.find((item) => item.key === 'tally-viewer')?.to).toBe(
      '/client/prod1/tally-viewer',
    );
    expect(items.find((item) => item.key === 'dashboard')?.to).toBe('/dashboard');
    expect(items.filter((item) => item.section === 'production')).toHaveLength(4);
  });

  it('leaves the client links out until the client key is known', () => {
    expect(
      labels(getUserMenuItems({ user: PRODUCER, clientKey: null, isProductionHost: true })),
    ).toEqual(['Player page', 'Edit profile', 'Dashboard', 'Token', 'Re-authenticate']);
  });
});
