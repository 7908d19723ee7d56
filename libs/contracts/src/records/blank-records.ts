import type { RecordKind, RecordOf } from './index.js';

/**
 * Every field of every stored kind with its "not set" value (contracts records: null for scalars, [] for links
 * and sets, false for flags). Typed per kind, so a field added to a contract fails to compile here.
 */
// prettier-ignore
export const BLANK_RECORDS: { readonly [K in RecordKind]: Readonly<Omit<RecordOf<K>, 'id'>> } = {
  event: {
    __kind: 'event', name: null, short: null, series_name: null, series_subtitle: null, navbar_name: null,
    game: null, clarify_teams: false, start_date: null, event_date: [], timezone: null, subdomain: null,
    partial_subdomain: null, show_in_events: false, in_progress: false, theme: [], series: [], teams: [],
    matches: [], brackets: [], staff: [], player_relationships: [], brand_designers: [], casters: [],
    news_items: [], socials: [], accolades: [], signup_data: [], map_pool: [], broadcasts: [], about: null,
    type_description: null, broadcast_css: null, blocks: null, announces_time_changes: false, antileak: [],
    _original_data_id: null,
  },
  event_series: { __kind: 'event_series', name: null, order: null, events: [], theme: [], _original_data_id: null },
  social: { __kind: 'social', type: 'Twitter', url: '', name: null, approved: false, events: [], teams: [] },
  news: {
    __kind: 'news', name: null, slug: '', content: null, summary: null, released: null, events: [], teams: [],
    players: [], media: [], video_url: null,
  },
  accolade: { __kind: 'accolade', name: null, emoji: null, events: [], players: [], teams: [] },
  theme: {
    __kind: 'theme', name: null, color_theme: null, color_accent: null, color_alt: null,
    color_logo_background: null, color_logo_accent: null, color_text_on_theme: null,
    color_text_on_logo_background: null, color_hero_recolor_primary: null, color_hero_recolor_secondary: null,
    color_navbar: null, color_body: null, color_text_on_body: null, color_website_passive: null,
    color_website_active: null, color_website_dark: null, color_website_text_on_dark: null, small_logo: [],
    default_logo: [], teams: [], events: [],
  },
  attachment: {
    __kind: 'attachment', fileExtension: 'svg', custom_url: null, mime_type: 'image/svg+xml', width: null,
    height: null,
  },
  team: {
    __kind: 'team', name: null, code: null, subtitle: null, theme: [], event: [], players: [], captains: [],
    staff: [], owners: [], brand_designers: [], matches: [], news_items: [], socials: [], accolades: [],
    ranking_text: null, ranking_sort: null, ranking_source: null, safe_twitch_name: null, limited_players: null,
  },
  player: {
    __kind: 'player', name: null, verified: false, role: null, headshot: [], clients: [], live_guests: [],
    battletag: null, riot_id: null, marvel_rivals_username: null, steam_id: null, pronouns: null,
    pronunciation: null, favourite_hero: [], profile_picture_theme: [], member_of: [], captain_of: [],
    team_staff: [], brands_designed: [], owned_teams: [], event_staff: [], event_brands_designed: [],
    casted_events: [], casted_matches: [], player_relationships: [], signup_data: [], accolades: [], news: [],
    manual_sr: null, composition_tank_sr: null, composition_dps_sr: null, composition_support_sr: null,
    draft_data: null, eligible_roles: [], remote_feed: null, cam_code: null, use_cam: false, pro: false,
  },
  signup: {
    __kind: 'signup', event: [], player: [], main_role: null, sr: null, tank_sr: null, dps_sr: null,
    support_sr: null, info_for_captains: null, eligible_roles: [],
  },
  player_relationship: {
    __kind: 'player_relationship', player: [], singular_name: null, permissions: [], matches: [], events: [],
    teams: [], clients: [], client_cams: [],
  },
  match: {
    __kind: 'match', name: null, start: null, duration: null, earliest_start: null, latest_start: null,
    teams: [], score_1: null, score_2: null, first_to: null, forfeit: false, forfeit_reason: null, maps: [],
    match_group: null, sub_event: null, division: null, round: null, week_text: null, week: null, day: null,
    match_number: null, custom_name: null, special_event: false, event: [], game: null, stream_code: null,
    feeder_matches: [], placeholder_teams: null, placeholder_right: false, pick_ban_order: null,
    flip_teams: false, show_on_overlays: false, show_on_secondary_overlays: false, mvp: [], casters: [],
    player_relationships: [], vod: null, vod_2: null, alternative_vod: null, brackets: [], map_set: [],
    live: false, reports: [], report_history: [], scheduled_broadcast: [], slot_1_source: null,
    slot_2_source: null, game_version: null,
  },
  map: {
    __kind: 'map', match: [], map: [], name: null, number: null, winner: [], draw: false, banner: [],
    picker: [], score_1: null, score_2: null, public: false, flip_pick_ban_order: false, replay_code: null,
    team_1_picks: [], team_2_picks: [], team_1_bans: [], team_2_bans: [],
  },
  map_data: { __kind: 'map_data', name: null, type: null, game: null, image: [], video: null },
  hero: { __kind: 'hero', name: null, role: null, game: null, icon: [], main_image: [] },
  map_set: { __kind: 'map_set', name: null, maps: [] },
  bracket: {
    __kind: 'bracket', name: null, key: null, ordered_matches: [], bracket_layout: null, show_times: false,
    show_broadcasts: false, overlay_scale: null, hide_implications: false, hide_bracket: false, events: [],
    associated_match_group: null,
  },
  report: {
    __kind: 'report', type: 'score', state: 'AwaitingOpponent', match: [], team: [], player: [], data: null,
    countered_data: null, log: [], approved: false, approved_by_team: false, approved_by_opponent: false,
    approved_by_staff: false, denied_by_staff: false, denied_by_opponent: false, countered_by_opponent: false,
    force_approved: false,
  },
  broadcast: {
    __kind: 'broadcast', key: '', name: null, active: false, event: [], theme_override: [], gfx: [],
    break_gfx: [], other_broadcasts: [], headlines: [], use_headlines: false, highlight_media: [],
    highlight_hero: [], highlight_team: [], highlight_player: [], highlight_event: [], live_match: [],
    show_live_match: false, schedule: [], background: [], break_image: [], sponsors: [],
    persistent_sponsors: [], broadcast_settings: [], automation_settings: [], transition_offset: null,
    broadcast_css: null, clients: [], advertise: false, map_attack: null, timezone: null, title_format: null,
    special_title_format: null, stream_link: null, stream_url: null, channel_id: [], channel_username: [],
    guests: [], player_guests: [], manual_guests: null, notice_text: null, desk_display: null,
    observer_settings: [], break_display: null, break_automation: [], break_rotation_epoch: null, title: null,
    countdown_end: null, current_stage: null, bracket_key: null, bar_options: [], full_cams: [],
    desk_graphics_display: null, desk_graphics_sponsors: [], match_description_format: null,
    middle_text_format: null, ingame_details_format: null, head_to_head_schedule_text_format: null,
    ingame_team_width: null, margin: null, hide_scores: false, show_cams: false, team_1_player_cams: [],
    team_2_player_cams: [], cams_default_params: null, cams_relay_prefix: null, track_group_roles: [],
    ad_read_groups: [], auction_display: null, trivia_settings: null, map_set: [], available_for_solo: false,
  },
  client: {
    __kind: 'client', key: '', name: null, staff: [], cams: [], broadcast: [], team_1_cams: [], team_2_cams: [],
  },
  gfx: { __kind: 'gfx', name: null, type: null, title: null, broadcast: [], image: [], url: null, data: null },
  track_group: { __kind: 'track_group', name: null, role: null, tracks: null, broadcasts: [] },
};
