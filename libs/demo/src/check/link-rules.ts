import type { RecordKind } from '@castline/contracts';

/**
 * Which kinds each link field may point at (contracts records, RULES (h)). A link field missing here must stay
 * empty. ad_read_groups names a kind the contracts do not have yet, so it stays empty.
 */
// prettier-ignore
export const LINK_TARGETS: { readonly [K in RecordKind]: Readonly<Record<string, readonly RecordKind[]>> } = {
  event: {
    theme: ['theme'], series: ['event_series'], teams: ['team'], matches: ['match'], brackets: ['bracket'],
    staff: ['player'], player_relationships: ['player_relationship'], brand_designers: ['player'],
    casters: ['player'], news_items: ['news'], socials: ['social'], accolades: ['accolade'],
    signup_data: ['signup'], map_pool: ['map_data'], broadcasts: ['broadcast'],
  },
  event_series: { events: ['event'], theme: ['theme'] },
  social: { events: ['event'], teams: ['team'] },
  news: { events: ['event'], teams: ['team'], players: ['player'], media: ['attachment'] },
  accolade: { events: ['event'], players: ['player'], teams: ['team'] },
  theme: { small_logo: ['attachment'], default_logo: ['attachment'], teams: ['team'], events: ['event'] },
  attachment: {},
  team: {
    theme: ['theme'], event: ['event'], players: ['player'], captains: ['player'], staff: ['player'],
    owners: ['player'], brand_designers: ['player'], matches: ['match'], news_items: ['news'],
    socials: ['social'], accolades: ['accolade'],
  },
  player: {
    headshot: ['attachment'], clients: ['client'], live_guests: ['broadcast'], favourite_hero: ['hero'],
    profile_picture_theme: ['theme'], member_of: ['team'], captain_of: ['team'], team_staff: ['team'],
    brands_designed: ['team'], owned_teams: ['team'], event_staff: ['event'], event_brands_designed: ['event'],
    casted_events: ['event'], casted_matches: ['match'], player_relationships: ['player_relationship'],
    signup_data: ['signup'], accolades: ['accolade'], news: ['news'],
  },
  signup: { event: ['event'], player: ['player'] },
  player_relationship: {
    player: ['player'], matches: ['match'], events: ['event'], teams: ['team'], clients: ['client'],
  },
  match: {
    teams: ['team'], maps: ['map'], event: ['event'], feeder_matches: ['match'], mvp: ['player'],
    casters: ['player'], player_relationships: ['player_relationship'], brackets: ['bracket'],
    map_set: ['map_set'], reports: ['report'], report_history: ['report'], scheduled_broadcast: ['broadcast'],
  },
  map: {
    match: ['match'], map: ['map_data'], winner: ['team'], banner: ['team'], picker: ['team'],
    team_1_picks: ['hero'], team_2_picks: ['hero'], team_1_bans: ['hero'], team_2_bans: ['hero'],
  },
  map_data: { image: ['attachment'] },
  hero: { icon: ['attachment'], main_image: ['attachment'] },
  map_set: { maps: ['map_data'] },
  bracket: { ordered_matches: ['match'], events: ['event'] },
  report: { match: ['match'], team: ['team'], player: ['player'] },
  broadcast: {
    event: ['event'], theme_override: ['theme'], gfx: ['gfx'], break_gfx: ['gfx'],
    other_broadcasts: ['broadcast'], headlines: ['news'], highlight_media: ['news'], highlight_hero: ['hero'],
    highlight_team: ['team'], highlight_player: ['player'], highlight_event: ['event'], live_match: ['match'],
    schedule: ['match'], background: ['attachment'], break_image: ['attachment'], sponsors: ['attachment'],
    persistent_sponsors: ['attachment'], clients: ['client'], guests: ['player'], player_guests: ['player'],
    full_cams: ['player'], desk_graphics_sponsors: ['attachment'], team_1_player_cams: ['player'],
    team_2_player_cams: ['player'], map_set: ['map_set'], track_group_roles: ['track_group'],
  },
  client: {
    staff: ['player'], cams: ['player'], broadcast: ['broadcast'], team_1_cams: ['player'],
    team_2_cams: ['player'],
  },
  gfx: { broadcast: ['broadcast'], image: ['attachment'] },
  track_group: { broadcasts: ['broadcast'] },
};

/** One side of a link: a kind and its field. */
export type LinkEnd = readonly [kind: RecordKind, field: string];

/**
 * Links stored on both sides (public-site §3, RULES (h)): when a record of the first end lists a record of the
 * second end's kind, that record lists it back, and the other way round.
 */
export const INVERSE_LINKS: readonly (readonly [LinkEnd, LinkEnd])[] = [
  [
    ['event', 'theme'],
    ['theme', 'events'],
  ],
  [
    ['event', 'series'],
    ['event_series', 'events'],
  ],
  [
    ['event', 'teams'],
    ['team', 'event'],
  ],
  [
    ['event', 'matches'],
    ['match', 'event'],
  ],
  [
    ['event', 'brackets'],
    ['bracket', 'events'],
  ],
  [
    ['event', 'staff'],
    ['player', 'event_staff'],
  ],
  [
    ['event', 'player_relationships'],
    ['player_relationship', 'events'],
  ],
  [
    ['event', 'brand_designers'],
    ['player', 'event_brands_designed'],
  ],
  [
    ['event', 'casters'],
    ['player', 'casted_events'],
  ],
  [
    ['event', 'news_items'],
    ['news', 'events'],
  ],
  [
    ['event', 'socials'],
    ['social', 'events'],
  ],
  [
    ['event', 'accolades'],
    ['accolade', 'events'],
  ],
  [
    ['event', 'signup_data'],
    ['signup', 'event'],
  ],
  [
    ['event', 'broadcasts'],
    ['broadcast', 'event'],
  ],
  [
    ['social', 'teams'],
    ['team', 'socials'],
  ],
  [
    ['news', 'teams'],
    ['team', 'news_items'],
  ],
  [
    ['news', 'players'],
    ['player', 'news'],
  ],
  [
    ['accolade', 'players'],
    ['player', 'accolades'],
  ],
  [
    ['accolade', 'teams'],
    ['team', 'accolades'],
  ],
  [
    ['theme', 'teams'],
    ['team', 'theme'],
  ],
  [
    ['team', 'players'],
    ['player', 'member_of'],
  ],
  [
    ['team', 'captains'],
    ['player', 'captain_of'],
  ],
  [
    ['team', 'staff'],
    ['player', 'team_staff'],
  ],
  [
    ['team', 'owners'],
    ['player', 'owned_teams'],
  ],
  [
    ['team', 'brand_designers'],
    ['player', 'brands_designed'],
  ],
  [
    ['team', 'matches'],
    ['match', 'teams'],
  ],
  [
    ['player', 'clients'],
    ['client', 'staff'],
  ],
  [
    ['player', 'casted_matches'],
    ['match', 'casters'],
  ],
  [
    ['player', 'player_relationships'],
    ['player_relationship', 'player'],
  ],
  [
    ['player', 'signup_data'],
    ['signup', 'player'],
  ],
  [
    ['player_relationship', 'matches'],
    ['match', 'player_relationships'],
  ],
  [
    ['match', 'maps'],
    ['map', 'match'],
  ],
  [
    ['match', 'brackets'],
    ['bracket', 'ordered_matches'],
  ],
  [
    ['match', 'scheduled_broadcast'],
    ['broadcast', 'schedule'],
  ],
  [
    ['broadcast', 'gfx'],
    ['gfx', 'broadcast'],
  ],
  [
    ['broadcast', 'track_group_roles'],
    ['track_group', 'broadcasts'],
  ],
  [
    ['broadcast', 'clients'],
    ['client', 'broadcast'],
  ],
  [
    ['broadcast', 'other_broadcasts'],
    ['broadcast', 'other_broadcasts'],
  ],
];
