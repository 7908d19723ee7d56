import { GFX_TYPES, type StoredRecord } from '@castline/contracts';
import { parseManualGuests } from '@castline/domain';
import { generateDemoSeason } from '../generate-demo-season.js';

const season = generateDemoSeason({ now: new Date('2026-11-21T15:17:23.000Z') });
const byId = new Map<string, StoredRecord>(season.records.map((record) => [record.id, record]));
const broadcast = (key: string) => {
  const found = season.records.find((r) => r.__kind === 'broadcast' && r.key === key);
  if (found?.__kind !== 'broadcast') throw new Error(`no broadcast ${key}`);
  return found;
};
const main = broadcast('main');
const attachmentIds = new Set(season.attachments.map((a) => a.id));

describe('addBroadcastExtras (issue 15 item 4: every tier-1 overlay has real content)', () => {
  it('puts a GFX item of every type on the main broadcast, one of them a break GFX', () => {
    const types = main.gfx.map((id) => {
      const item = byId.get(id);
      return item?.__kind === 'gfx' ? item.type : null;
    });
    expect(new Set(types)).toEqual(new Set(GFX_TYPES));
    expect(main.break_gfx).toHaveLength(1);
    expect(main.gfx).toContain(main.break_gfx[0]);
  });

  it('gives both broadcasts sponsors, and main a persistent sponsor, break image and background, all drawn', () => {
    for (const key of ['main', 'second']) expect(broadcast(key).sponsors).toHaveLength(4);
    for (const ids of [
      main.sponsors,
      main.persistent_sponsors,
      main.break_image,
      main.background,
    ]) {
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(attachmentIds.has(id)).toBe(true);
    }
  });

  it('draws an icon for every hero and a picture for every map', () => {
    for (const record of season.records) {
      if (record.__kind === 'hero') expect(attachmentIds.has(record.icon[0] ?? '')).toBe(true);
      if (record.__kind === 'map_data') expect(attachmentIds.has(record.image[0] ?? '')).toBe(true);
    }
  });

  it('fills the desk: two player guests, a parseable manual guest and a notice', () => {
    expect(main.player_guests).toHaveLength(2);
    expect(parseManualGuests(main.manual_guests ?? '')).toEqual([
      expect.objectContaining({
        name: 'Sam Sideline',
        pronouns: 'he/him',
        twitter: '@samsideline',
      }),
    ]);
    expect(main.notice_text).toContain('|');
  });

  it('fills two cam slots per live team from that team, with POV cams on', () => {
    const live = byId.get(main.live_match[0] ?? '');
    if (live?.__kind !== 'match') throw new Error('no live match');
    const slots = [main.team_1_player_cams, main.team_2_player_cams];
    slots.forEach((slot, i) => {
      expect(slot).toHaveLength(2);
      const team = byId.get(live.teams[i] ?? '');
      for (const id of slot)
        expect(team?.__kind === 'team' && team.players.includes(id)).toBe(true);
    });
    expect(main.show_cams).toBe(true);
  });

  it("bans one hero per team on the live match's current map", () => {
    const live = byId.get(main.live_match[0] ?? '');
    if (live?.__kind !== 'match') throw new Error('no live match');
    const current = live.maps
      .map((id) => byId.get(id))
      .filter(
        (map) =>
          map?.__kind === 'map' && map.winner.length === 0 && !map.draw && map.banner.length === 0,
      );
    expect(current).toHaveLength(1);
    const map = current[0];
    if (map?.__kind !== 'map') throw new Error('no current map');
    expect([map.team_1_bans.length, map.team_2_bans.length]).toEqual([1, 1]);
    expect(byId.get(map.team_1_bans[0] ?? '')?.__kind).toBe('hero');
  });

  it('gives main two track groups for the music overlay', () => {
    const groups = main.track_group_roles.map((id) => byId.get(id));
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(group?.__kind).toBe('track_group');
  });

  it('sets the HUD formats, a stage with standings, an attack side and a news video', () => {
    expect(main.middle_text_format).toMatch(/\{match_/);
    expect(main.current_stage).toBe('Group A');
    expect(main.map_attack).toBe('Left');
    const video = byId.get(main.highlight_media[0] ?? '');
    expect(video?.__kind === 'news' && video.video_url).toBeTruthy();
  });
});
