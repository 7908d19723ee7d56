import type {
  BroadcastRecord,
  ClientRecord,
  MatchRecord,
  NewsRecord,
  PlayerRecord,
  PlayerRelationshipRecord,
} from '@castline/contracts';
import { permissionsForRole } from '@castline/domain';
import { DEMO_BROADCAST_KEYS, DEMO_CLIENT_KEYS } from '../demo-types.js';
import type { DemoCrew } from './add-crew.js';
import type { RivalsRumble } from './add-rivals-rumble.js';
import type { ScrimNight } from './add-scrim-night.js';
import type { SpringShowdown } from './add-spring-showdown.js';
import type { SummerCup } from './add-summer-cup.js';
import type { WinterInvitational } from './add-winter-invitational.js';
import { requireItem } from './require-item.js';
import { MINUTE, type SeasonContext } from './season-context.js';

/** Everything the crew works on. */
export interface ProductionInput {
  readonly crew: DemoCrew;
  readonly spring: SpringShowdown;
  readonly winter: WinterInvitational;
  readonly summer: SummerCup;
  readonly rivals: RivalsRumble;
  readonly scrims: ScrimNight;
  readonly news: readonly NewsRecord[];
}

/** The broadcasts and clients created. */
export interface Production {
  readonly broadcasts: readonly [BroadcastRecord, BroadcastRecord];
  readonly clients: readonly [ClientRecord, ClientRecord];
}

const TITLE_FORMAT = '{event_short} | {team_1_name} vs {team_2_name} ({match_first_to_long})';
const SPECIAL_TITLE_FORMAT = '{event_short} | {match_custom_name}';

/**
 * Creates the production side: event staff and casters, one player relationship per player and role (Caster,
 * Producer with 'Match Editor' + "Broadcast Manager", Observer) linked to the matches they work, the two
 * broadcasts ('main' with the live match, advertised; 'second' with the captains' match) with schedules and break
 * and desk defaults (RULES (f), (g)), GFX items on both, and the two clients with their staff (prod1, the
 * producer's, with both broadcasts, active on 'main'; prod2 with 'second' only). Both sides of every link.
 */
export function addProduction(ctx: SeasonContext, input: ProductionInput): Production {
  const { store } = ctx;
  const { crew, spring, winter, summer, rivals, scrims } = input;

  const staff: [typeof spring.event, PlayerRecord[]][] = [
    [spring.event, [crew.organiser, crew.staff]],
    [winter.event, [crew.organiser]],
    [summer.event, [crew.organiser]],
    [rivals.event, [crew.organiser]],
    [scrims.event, [crew.organiser, crew.producer]],
  ];
  for (const [event, people] of staff)
    for (const person of people) store.link(event, 'staff', person, 'event_staff');
  for (const caster of [crew.caster1, crew.caster2]) {
    store.link(spring.event, 'casters', caster, 'casted_events');
    store.link(winter.event, 'casters', caster, 'casted_events');
  }
  store.link(rivals.event, 'casters', crew.caster2, 'casted_events');
  store.link(spring.event, 'brand_designers', crew.caster2, 'event_brands_designed');

  const relationship = (person: PlayerRecord, role: string): PlayerRelationshipRecord => {
    const record = store.create('player_relationship', {
      singular_name: role,
      // The same rule as actions/set-player-relationships (RULES (a)).
      permissions: permissionsForRole(role),
    });
    store.link(record, 'player', person, 'player_relationships');
    return record;
  };
  const caster1 = relationship(crew.caster1, 'Caster');
  const caster2 = relationship(crew.caster2, 'Caster');
  const producer = relationship(crew.producer, 'Producer');
  const observer = relationship(crew.observer, 'Observer');
  const staffMatch = (
    match: MatchRecord,
    relationships: readonly PlayerRelationshipRecord[],
  ): void => {
    for (const record of relationships) {
      store.link(match, 'player_relationships', record, 'matches');
      if (record.singular_name === 'Caster') {
        const caster = record === caster1 ? crew.caster1 : crew.caster2;
        store.link(match, 'casters', caster, 'casted_matches');
      }
    }
  };
  for (const match of spring.bracketMatches) {
    staffMatch(
      match,
      match === spring.captainsMatch ? [caster2, producer] : [caster1, caster2, producer, observer],
    );
  }
  staffMatch(spring.showmatch, [caster1, caster2, producer]);
  for (const match of winter.playoffMatches) staffMatch(match, [caster1, caster2]);
  for (const match of rivals.matches) staffMatch(match, [caster2]);

  const mainSchedule = [7, 8, 9, 11].map((n) =>
    requireItem(spring.bracketMatches, n - 1, 'scheduled match'),
  );
  const [mainKey, secondKey] = DEMO_BROADCAST_KEYS;
  const common = {
    active: true,
    show_live_match: true,
    timezone: 'America/New_York',
    title_format: TITLE_FORMAT,
    special_title_format: SPECIAL_TITLE_FORMAT,
    broadcast_settings: [
      'Use built-in stingers',
      'Use team codes',
      'Show pronouns on desk',
      'Highlight live match on bracket',
    ],
    automation_settings: ['Set title when live match changes'],
    break_display: 'Automated',
    break_automation: [
      'use: Schedule',
      'use: Standings',
      'use: Bracket',
      'use: Matchup',
      'setting: Always do 30s Matchup',
    ],
    bar_options: ['Countdown', 'Next match', 'Title'],
    observer_settings: ['Show overlay'],
    transition_offset: 0,
    bracket_key: spring.bracket.key,
    break_rotation_epoch: ctx.fiveMinutes - 10 * MINUTE,
  };
  const main = store.create('broadcast', {
    ...common,
    key: mainKey,
    name: 'Castline Main Stream',
    advertise: true,
    stream_link: 'https://www.twitch.tv/castline',
    title: '{auto}',
    use_headlines: true,
  });
  const second = store.create('broadcast', {
    ...common,
    key: secondKey,
    name: 'Castline B Stream',
    advertise: false,
    stream_link: 'https://www.twitch.tv/castline_b',
    title: 'Starting Soon',
    countdown_end: spring.captainsMatch.start,
    manual_guests: 'Alex Analyst|they/them|@alexanalyst',
  });
  for (const broadcast of [main, second]) {
    store.link(broadcast, 'event', spring.event, 'broadcasts');
    store.refer(broadcast, 'map_set', spring.mapSet);
  }
  store.link(main, 'other_broadcasts', second, 'other_broadcasts');
  store.refer(main, 'live_match', spring.liveMatch);
  for (const item of input.news.filter((news) => news.events.includes(spring.event.id)))
    store.refer(main, 'headlines', item);
  const schedule = (
    broadcast: BroadcastRecord,
    matches: readonly MatchRecord[],
    code: string,
  ): void => {
    for (const match of matches) {
      store.link(broadcast, 'schedule', match, 'scheduled_broadcast');
      match.show_on_overlays = true;
      match.stream_code = code;
    }
  };
  schedule(main, mainSchedule, 'Main');
  schedule(second, [spring.captainsMatch], 'B');

  const gfx = [
    { name: 'Group A standings', type: 'Standings' as const, title: 'Group A', data: 'Group A' },
    { name: 'Group B standings', type: 'Standings' as const, title: 'Group B', data: 'Group B' },
    { name: 'Playoff bracket', type: 'Bracket' as const, title: 'Playoffs' },
    { name: 'Today\u2019s schedule', type: 'Schedule' as const, title: 'Schedule' },
  ];
  for (const item of gfx) store.link(store.create('gfx', item), 'broadcast', main, 'gfx');
  const secondGfx = [
    { name: 'Captains match bracket', type: 'Bracket' as const, title: 'Captains' },
    { name: 'B stream schedule', type: 'Schedule' as const, title: 'Up next' },
  ];
  for (const item of secondGfx) store.link(store.create('gfx', item), 'broadcast', second, 'gfx');

  const [firstKey, secondClientKey] = DEMO_CLIENT_KEYS;
  const prod1 = store.create('client', { key: firstKey, name: 'Production 1' });
  const prod2 = store.create('client', { key: secondClientKey, name: 'Production 2' });
  store.link(prod1, 'staff', crew.producer, 'clients');
  store.link(prod2, 'staff', crew.observer, 'clients');
  store.link(prod1, 'broadcast', main, 'clients');
  store.link(prod1, 'broadcast', second, 'clients');
  store.link(prod2, 'broadcast', second, 'clients');
  addPlayerCams(ctx, [spring.liveMatch, spring.captainsMatch]);
  return { broadcasts: [main, second], clients: [prod1, prod2] };
}

/**
 * Camera codes (RULES (h) Player cam_code, use_cam; crew-only) for the players of the matches on the demo
 * broadcasts, so /cams and the cam overlays have links to show. Derived from the record id: no randomness used.
 */
function addPlayerCams(ctx: SeasonContext, matches: readonly MatchRecord[]): void {
  const teamIds = new Set(matches.flatMap((match) => match.teams));
  const playerIds = new Set<string>();
  for (const record of ctx.store.all())
    if (record.__kind === 'team' && teamIds.has(record.id))
      for (const id of record.players) playerIds.add(id);
  for (const record of ctx.store.all()) {
    if (record.__kind !== 'player' || !playerIds.has(record.id)) continue;
    record.cam_code = `castline_${record.id.slice(3).toLowerCase()}`;
    record.use_cam = true;
  }
}
