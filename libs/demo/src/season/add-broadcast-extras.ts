import type { AttachmentRecord, GfxRecord, NewsRecord, PlayerRecord } from '@castline/contracts';
import type { DemoAttachment } from '../demo-types.js';
import { renderBadgeSvg } from '../logos/render-badge-svg.js';
import { renderKeyArtSvg } from '../logos/render-key-art-svg.js';
import { renderWordmarkSvg } from '../logos/render-wordmark-svg.js';
import type { DemoCrew } from './add-crew.js';
import type { Production } from './add-production.js';
import type { SpringShowdown } from './add-spring-showdown.js';
import { addTrackGroups } from './add-track-groups.js';
import type { SeasonContext } from './season-context.js';

/** What the broadcast extras are added to. */
export interface BroadcastExtrasInput {
  readonly crew: DemoCrew;
  readonly spring: SpringShowdown;
  readonly production: Production;
  readonly news: readonly NewsRecord[];
}

/** The demo's sponsors (fictional): name, mark colour, second colour. */
export const DEMO_SPONSORS = [
  ['Nimbus Energy', '#2f80ed', '#56ccf2'],
  ['Kestrel Peripherals', '#eb5757', '#f2994a'],
  ['Lumen Cloud', '#27ae60', '#6fcf97'],
  ['Orbit Pizza', '#9b51e0', '#f2c94c'],
] as const;

/** Role colours of the hero icons. */
const ROLE_COLORS: Readonly<Record<string, string>> = {
  Tank: '#2d6cdf',
  Damage: '#c0392b',
  DPS: '#c0392b',
  Support: '#1e8449',
};

/**
 * The production extras every tier-1 overlay reads (issue 15 item 4), added after every other draw of the PRNG so
 * the rest of the season keeps its ids: sponsor wordmarks (rotating sponsors on both broadcasts, one persistent
 * logo), key art for the break image and the background, icons for every hero and pictures for every map,
 * GFX items of every type on the main broadcast (one also a break GFX), desk guests and a notice, player cams for
 * the live match (two per team, POV cams on), the ingame text formats, the current stage, the map attack side,
 * team comms on (the dashboard's listen-in) and a news video to highlight.
 */
export function addBroadcastExtras(ctx: SeasonContext, input: BroadcastExtrasInput): void {
  const { store } = ctx;
  const { crew, spring, news } = input;
  const [main, second] = input.production.broadcasts;

  const svg = (
    width: number,
    height: number,
    content: (id: string) => string,
  ): AttachmentRecord => {
    const attachment = store.create('attachment', {
      fileExtension: 'svg',
      mime_type: 'image/svg+xml',
      width,
      height,
    });
    const file: DemoAttachment = {
      id: attachment.id,
      mime_type: 'image/svg+xml',
      fileExtension: 'svg',
      width,
      height,
      content: content(attachment.id),
    };
    ctx.attachments.push(file);
    return attachment;
  };

  if (ctx.drawLogos) {
    const sponsors = DEMO_SPONSORS.map(([name, color, accent]) =>
      svg(480, 160, (id) =>
        renderWordmarkSvg({ name, color, accent, width: 480, height: 160, idSuffix: id }),
      ),
    );
    for (const sponsor of sponsors) {
      store.refer(main, 'sponsors', sponsor);
      store.refer(second, 'sponsors', sponsor);
    }
    const [firstSponsor] = sponsors;
    if (firstSponsor) store.refer(main, 'persistent_sponsors', firstSponsor);
    const art = (title: string, subtitle: string) =>
      svg(1920, 1080, (id) =>
        renderKeyArtSvg({
          title,
          subtitle,
          from: '#141a33',
          to: '#3a1f5c',
          accent: '#7aa2ff',
          width: 1920,
          height: 1080,
          idSuffix: id,
        }),
      );
    store.refer(main, 'break_image', art('Spring Showdown', 'PLAYOFFS \u00b7 LIVE ON CASTLINE'));
    store.refer(main, 'background', art('Castline', 'SPRING SHOWDOWN'));
    addGameArt(ctx, svg);
  }

  // GFX items of every type (OVERLAYS gfx/:index); the data field as apps/web/README.md "GFX items" reads it.
  const gfx = (fields: Partial<GfxRecord>): GfxRecord => {
    const item = store.create('gfx', fields);
    store.link(item, 'broadcast', main, 'gfx');
    return item;
  };
  const imageItem = gfx({ name: 'Event key art', type: 'Image', title: 'Spring Showdown' });
  const breakImage = main.break_image[0];
  if (breakImage) imageItem.image.push(breakImage);
  gfx({
    name: 'B stream player',
    type: 'Iframe',
    title: 'Also live: B stream',
    url: 'https://player.twitch.tv/?channel=castline_b&parent=localhost',
  });
  const follow = gfx({
    name: 'Follow us',
    type: 'Text',
    title: 'Follow Castline',
    data: 'Highlights, schedules and VODs: castline.gg\nTweet your predictions with #SpringShowdown',
  });
  gfx({
    name: 'Both groups',
    type: 'Multi Standings',
    title: 'Group stage',
    data: 'Group A,Group B',
  });
  gfx({ name: 'Match MVP', type: 'MVP', title: 'Player of the match' });
  gfx({ name: 'Team stats', type: 'Stats', title: 'Head to head' });
  gfx({ name: 'Team rosters', type: 'Rosters', title: 'Rosters' });
  store.refer(main, 'break_gfx', follow);

  // The desk (RULES (g)): the two casters as player guests and a manual guest, a notice for the Notice modes.
  store.refer(main, 'player_guests', crew.caster1);
  store.refer(main, 'player_guests', crew.caster2);
  main.manual_guests = 'Sam Sideline|he/him|@samsideline';
  main.notice_text = 'Up next|Grand final at 8 PM';
  store.refer(main, 'full_cams', crew.caster1);

  // Player cams (RULES (h)): the first two players of each live team in the cam slots, POV cams on.
  const teamPlayers = (teamId: string | undefined): PlayerRecord[] => {
    const team = store.all().find((r) => r.__kind === 'team' && r.id === teamId);
    if (team?.__kind !== 'team') return [];
    return team.players
      .map((id) => store.all().find((r) => r.__kind === 'player' && r.id === id))
      .filter((r): r is PlayerRecord => r?.__kind === 'player')
      .slice(0, 2);
  };
  for (const player of teamPlayers(spring.liveMatch.teams[0]))
    store.refer(main, 'team_1_player_cams', player);
  for (const player of teamPlayers(spring.liveMatch.teams[1]))
    store.refer(main, 'team_2_player_cams', player);
  main.show_cams = true;

  // The HUD (OVERLAYS ingame) and the break's Standings slide (RULES (f)).
  main.middle_text_format = '{match_group} \u00b7 {match_first_to_long}';
  main.ingame_details_format = '{event_short} \u00b7 {match_round}';
  main.current_stage = 'Group A';
  main.map_attack = 'Left';
  // 'Connect for team comms' shows the dashboard's Team Comms Listen-In (broadcast §2).
  main.broadcast_settings = [
    ...main.broadcast_settings,
    'Show banned heroes ingame',
    'Connect for team comms',
  ];

  const video = news.find((item) => item.video_url);
  if (video) store.refer(main, 'highlight_media', video);
  addCurrentMapBans(ctx, spring);
  // The music overlay's track groups (two groups of generated tones, served by the web app at /demo/music).
  addTrackGroups(ctx, main);
}

/**
 * One hero ban per team on the live match's current map (the map being played: no winner, no draw, not banned), so
 * the HUD shows 'Show banned heroes ingame' on the demo. Heroes picked by index, not drawn: no PRNG use here.
 */
function addCurrentMapBans(ctx: SeasonContext, spring: SpringShowdown): void {
  const byId = new Map(ctx.store.all().map((record) => [record.id, record]));
  const current = spring.liveMatch.maps
    .map((id) => byId.get(id))
    .find(
      (map) =>
        map?.__kind === 'map' && map.winner.length === 0 && !map.draw && map.banner.length === 0,
    );
  const heroes = ctx.games.heroes.Overwatch;
  const [ban1, ban2] = [heroes[3], heroes[heroes.length - 4]];
  if (current?.__kind !== 'map' || !ban1 || !ban2) return;
  ctx.store.refer(current, 'team_1_bans', ban1);
  ctx.store.refer(current, 'team_2_bans', ban2);
}

/** An icon for every hero (role colour, initials) and a picture for every map (its name on a gradient). */
function addGameArt(
  ctx: SeasonContext,
  svg: (width: number, height: number, content: (id: string) => string) => AttachmentRecord,
): void {
  for (const heroes of Object.values(ctx.games.heroes)) {
    for (const hero of heroes) {
      const color = ROLE_COLORS[hero.role ?? ''] ?? '#566573';
      const icon = svg(128, 128, () =>
        renderBadgeSvg({ text: hero.name ?? '?', color, size: 128 }),
      );
      ctx.store.refer(hero, 'icon', icon);
    }
  }
  const palettes = [
    ['#0f3443', '#34e89e', '#ffffff'],
    ['#42275a', '#734b6d', '#f8cdda'],
    ['#1e3c72', '#2a5298', '#a8c0ff'],
    ['#5a3f37', '#2c7744', '#e0eafc'],
  ] as const;
  for (const maps of Object.values(ctx.games.maps)) {
    maps.forEach((map, i) => {
      const [from, to, accent] = palettes[i % palettes.length] ?? palettes[0];
      const image = svg(640, 360, (id) =>
        renderKeyArtSvg({
          title: map.name ?? '',
          subtitle: map.type ?? '',
          from,
          to,
          accent,
          width: 640,
          height: 360,
          idSuffix: id,
        }),
      );
      ctx.store.refer(map, 'image', image);
    });
  }
}
