/**
 * Every fixed user-facing text of the web app, in one place (HOUSE-STYLE "Errors"). Texts in single quotes in
 * the specs are copied verbatim and marked "spec"; the rest is our copy where the spec is silent.
 */

/** The product name; the site title ends with it ("Home | Castline", public-site §9). */
export const PRODUCT_NAME = 'Castline';

/** Builds the document title of a page: '{page} | Castline' (public-site §9 "The site title has the product name as suffix"). */
export function formatPageTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The external form where visitors submit social links (public-site §1); any https URL until the real one is known. */
export const SOCIAL_LINKS_FORM_URL = 'https://forms.castline.gg/social-links';

export const CLIENT_TEXT = {
  // Navbar banners (public-site §4, §8), in priority order.
  bannerDisconnected:
    "No connection to the data server. Don't refresh, we're trying to reconnect...", // spec
  bannerServerRebuilding:
    'Server rebuilding: The server is rebuilding its data store. Some pages might not be accessible.', // spec
  bannerHighErrorRate:
    'The data server is having trouble right now. Some updates might be delayed.',

  // Action client (public-site §8).
  notAuthenticated: 'Not authenticated', // spec
  noToken: 'No token', // spec
  connectionError: 'Request failed: connection error', // spec
  requestError: (message: string) => `Request error: ${message}`, // spec 'Request error: {message}'

  // Navbar (public-site §2 "Navbar").
  navEvents: 'Events',
  navTeams: 'Teams',
  navPlayers: 'Players',
  navStreams: 'Streams',
  navLearn: 'Learn',
  navProfile: 'Profile',
  navDashboard: 'Dashboard',
  navLogin: 'Login',
  navSchedule: 'Schedule',
  navBracket: 'Bracket',
  navBrackets: 'Brackets',
  navStandings: 'Standings',
  navMainSite: `${PRODUCT_NAME} home`,
  navOpenMenu: 'Open navigation',
  navCloseMenu: 'Close navigation',
  navMain: 'Main navigation',
  liveCountLabel: (count: number) => `${count} live`,

  // Timezone modal (public-site §3).
  timezoneButton: (label: string) => `Time zone: ${label}`,
  timezoneModalTitle: 'Time zone',
  timezoneSelectLabel: 'Show times in',
  timezoneSelectDescription: 'Every time on the site uses this zone.',
  timezone24Hour: '24-hour time',
  timezoneLocal: (zone: string) => `Local (${zone})`,
  timezoneNamedGroup: 'Time zones',
  timezoneOffsetGroup: 'Fixed offsets',
  timezonePreview: (text: string) => `Example: ${text}`,

  // Page titles and headings.
  titleHome: 'Home',
  titleEvents: 'Events', // spec heading
  titleTeams: 'Teams',
  titlePlayers: 'Players', // spec
  titleStreams: 'Community streams', // spec
  titleLearn: 'Learn',
  titleTools: 'Tools',
  titleProfile: 'Profile',
  titleDashboard: 'Dashboard',
  titleLogin: 'Login',
  titleNotFound: 'Not Found',
  titleEvent: 'Event',
  titleTeam: 'Team',
  titlePlayer: 'Player',
  titleMatch: 'Match',
  titleNews: 'News',

  // Home (public-site §1, §2).
  homeUpcomingMatches: 'Upcoming Matches',
  homeNoUpcomingMatches: 'No matches are scheduled right now. Check back soon!',
  homeWelcomeHeading: `Welcome to ${PRODUCT_NAME}`,
  homeWelcomeText:
    `${PRODUCT_NAME} is the one-stop place for every affiliated community esports event: browse events and ` +
    'series, follow teams and players, catch upcoming matches and find live streams.',
  homeWhatHeading: `What is ${PRODUCT_NAME}?`,
  homeWhatText:
    'Every event, team, player and match lives in one shared data model that also drives the broadcast ' +
    'overlays. Everything on this site updates live: scores, schedules and brackets change in front of you ' +
    'as soon as staff update them, with no need to refresh.',
  homeSocialsHeading: 'Add your social links',
  homeSocialsText:
    'Want your socials on your player or team page? Send them through our form. Submissions are checked ' +
    'manually every few days.',
  homeSocialsButton: 'Submit social links',
  homeBrowseEvents: 'Browse events',
  homeWatchStreams: 'Watch streams',

  // Events (public-site §2).
  eventsInProgress: 'In progress',
  eventsOtherEvents: 'Other events',
  eventsEmpty: 'No events are listed yet.',
  eventsLoading: 'Loading events',
  eventOnOwnSite: 'Opens the event site',
  eventOverview: 'Overview', // spec (event sub-navigation)

  // Matches.
  matchVs: 'vs',
  matchTbd: 'TBD', // spec
  matchNoStart: 'Time to be decided',

  // Not found and placeholders.
  notFoundHeading: 'Page not found',
  notFoundText: "We couldn't find that page. It may have moved, or the link may be wrong.",
  notFoundEventText: "We couldn't find that event.",
  notFoundHome: 'Go to the home page',
  notFoundEvents: 'See all events',
  comingSoonHeading: 'Coming soon',
  comingSoonText: 'This page is being built. Check back soon.',
  eventMiniSitePrompt: (name: string) => `${name} has its own site.`,
  eventMiniSiteLink: 'Visit the event site',

  // Generic.
  loading: 'Loading',
  imageMissing: 'No image',
  routeErrorHeading: 'Something went wrong',
  routeErrorText: 'This page hit an unexpected error. Try going back or reloading.',
  routeErrorHome: 'Go to the home page',
  overlayPlaceholder: (route: string) => `Overlay "${route}" is not available yet.`,
  titleOverlay: 'Overlay',
  skipToContent: 'Skip to content',
} as const;

/** Page titles of routes whose pages come in later issues (public-site §2 route lists). */
export const ROUTE_TITLES = {
  cams: 'Cams',
  eventPages: {
    rosters: 'Rosters',
    bracket: 'Bracket',
    schedule: 'Schedule',
    scenarios: 'Foldy Sheet', // spec
    draft: 'Draft',
    staff: 'Staff',
    about: 'About',
    standings: 'Standings',
    theme: 'Theme',
    brands: 'Brands',
    stats: 'Stats',
    accolades: 'Accolades',
    auction: 'Auction',
    streams: 'Streams',
    settings: 'Settings',
  },
  learnPages: {
    'broadcast-routes': 'Broadcast routes',
    standings: 'Standings',
  },
  learnGuides: {
    'observing-tech': 'Observing tech',
    'overwatch-settings': 'Overwatch settings',
    'companion-module': 'Companion module',
    'solo-overlay': 'Solo overlay',
  },
  guidePages: {
    intro: 'Intro',
    'virtual-cable': 'Virtual cable',
    'obs-setup': 'OBS setup',
    'obs-scenes': 'OBS scenes',
    'overwatch-settings': 'Overwatch settings',
    tool: 'Tool',
    video: 'Video',
    sound: 'Sound',
    controls: 'Controls',
    gameplay: 'Gameplay',
    social: 'Social',
    a11y: 'Accessibility',
    installation: 'Installation',
    setup: 'Setup',
    usage: 'Usage',
  },
  tools: {
    'obs-scene-collections': 'OBS scene collections',
    'overwatch-settings-switcher': 'Overwatch settings switcher',
    'twitch-auth': 'Twitch auth',
    'bracket-creator': 'Bracket creator',
    'theme-creator': 'Theme creator',
  },
} as const;

/** A guide page's title: 'Solo overlay: Setup'. */
export function formatGuidePageTitle(guide: string, page: string): string {
  return `${guide}: ${page}`;
}

/**
 * Texts of the listing pages (/teams, /players, /streams) and the team, player, match, detailed and news pages
 * (public-site §2). Spec texts are marked "spec"; the rest is our copy.
 */
export const PAGES_TEXT = {
  // /teams
  teamsSearchLabel: 'Search teams',
  teamsSearchPlaceholder: 'Start typing to filter', // spec
  teamsSearchHint: 'Type more than 2 characters to search every event.',
  teamsNoResults: (query: string) => `No teams match “${query}”.`,
  teamsResultCount: (count: number) => (count === 1 ? '1 team found' : `${count} teams found`),
  teamsEmpty: 'No teams are listed yet.',
  teamsPastEnd: 'There are no events on this page.',
  teamsFirstPage: 'Go to the first page',
  teamsPager: 'Pages of events',
  teamsTeamCount: (count: number) => (count === 1 ? '1 team' : `${count} teams`),
  teamsUnknownEvent: 'Other teams',

  // /players
  playersSearchLabel: 'Search players',
  playersSearchPlaceholder: 'Search by name',
  playersSearchHint: 'Use 3 or more characters to search', // spec
  playersEnterHint: 'Press Enter to search with fewer characters.',
  playersCount: (count: number) => (count === 1 ? '1 player' : `${count} players`),
  playersNoResults: (query: string) => `No players match “${query}”.`,
  playersEmpty: 'No players are listed yet.',
  playersShowMore: (count: number) => `Show ${count} more`,
  playersVerified: 'Verified',

  // /streams
  streamsBeta: 'Beta',
  streamsIntro:
    'Streams are listed automatically: when someone has a streaming status on an enabled Discord server during ' +
    'a match of a team they belong to, their stream shows up here, next to the official event streams.',
  streamsStreamerMode: "To be listed, turn on Discord's streamer mode while you stream.",
  streamsEmpty: 'No streams are live right now.', // spec
  streamsOfficial: 'Official event stream', // spec
  streamsLive: 'Live',
  streamsNoLink: 'No stream link',
  streamsBy: (player: string, team: string | null) => (team ? `${player} · ${team}` : player),

  // Entity pages (shared)
  overview: 'Overview',
  notFoundTeam: "We couldn't find that team.",
  notFoundPlayer: "We couldn't find that player.",
  notFoundMatch: "We couldn't find that match.",
  notFoundNews: "We couldn't find that article.",
  subPageTitle: (page: string, name: string) => `${page} - ${name}`,
  notAllowedHeading: 'No access',
  notAllowedText: "You don't have permission to see this page.",
  empty: 'Nothing here yet.',

  // Team pages
  teamTabs: {
    matches: 'Matches',
    details: 'Details',
    oldDetails: 'Old details',
    previous: 'Previous teams',
    theme: 'Theme',
    settings: 'Settings',
  },
  teamRoster: 'Roster',
  teamStaff: 'Team staff',
  teamNoPlayers: 'No players are listed on this team yet.',
  teamCaptain: 'Captain',
  teamOwner: 'Owner',
  teamStaffBadge: 'Staff',
  teamNextMatch: 'Next match',
  teamLastMatch: 'Latest result',
  teamUpcoming: 'Upcoming',
  teamResults: 'Results',
  teamNoMatches: 'No matches are scheduled for this team yet.',
  teamAccolades: 'Accolades',
  teamSocials: 'Links',
  teamNews: 'News',
  teamCompositionHeading: 'Team composition',
  teamCompositionText: 'The roster by role, with the skill ratings players have shared.',
  teamNoComposition: 'No roles or ratings are known for this roster yet.',
  teamRoleless: 'No role',
  teamSr: (sr: number) => `${sr} SR`,
  teamAverageSr: (sr: number) => `Average ${sr} SR`,
  teamOldDetailsHeading: 'Roster details',
  teamColumnPlayer: 'Player',
  teamColumnRole: 'Role',
  teamColumnPronouns: 'Pronouns',
  teamColumnRoles: 'Eligible roles',
  teamPreviousHeading: 'Where this roster played before',
  teamPreviousText: 'Other teams the players of this roster have been on.',
  teamNoPrevious: 'None of these players has been on another team yet.',
  teamPreviousShared: (count: number) =>
    count === 1 ? '1 player from this roster' : `${count} players from this roster`,
  teamThemeHeading: 'Team colours',
  teamNoTheme: 'This team has no theme yet.',
  teamLogos: 'Logos',
  teamSmallLogo: 'Small logo',
  teamDefaultLogo: 'Default logo',
  teamSettingsHeading: 'Team settings',
  teamSettingsText: 'Team owners, captains and staff will manage the team here soon.',

  // Theme colour names (public-site §3 "Theme")
  themeColors: {
    color_theme: 'Theme',
    color_accent: 'Accent',
    color_alt: 'Alternative',
    color_logo_background: 'Logo background',
    color_logo_accent: 'Logo accent',
    color_text_on_theme: 'Text on theme',
    color_text_on_logo_background: 'Text on logo background',
    color_hero_recolor_primary: 'Hero recolour (primary)',
    color_hero_recolor_secondary: 'Hero recolour (secondary)',
    color_navbar: 'Navbar',
    color_body: 'Body',
    color_text_on_body: 'Text on body',
    color_website_passive: 'Website passive',
    color_website_active: 'Website active',
    color_website_dark: 'Website dark',
    color_website_text_on_dark: 'Website text on dark',
  },

  // Player pages
  playerTabs: {
    casts: 'Casts',
    news: 'News',
    production: 'Production',
    playedMatches: 'Played matches',
    matchStats: 'Match stats',
    brands: 'Brands',
    participation: 'Participation',
    banner: 'Banner',
    partners: 'Partners',
  },
  playerVerified: 'Verified player',
  playerPronouns: 'Pronouns',
  playerPronunciation: 'Pronunciation',
  playerRole: 'Role',
  playerFavouriteHero: 'Favourite hero',
  playerTeams: 'Teams',
  playerNoTeams: 'Not on a team yet.',
  playerAccolades: 'Accolades',
  playerEventStaff: 'Event staff',
  playerCastedEvents: 'Casted events',
  playerCastedMatches: 'Casted matches',
  playerNoCasts: 'No casts yet.',
  playerNoNews: 'No news about this player yet.',
  playerProductionText: 'Matches this player worked on, by role.',
  playerNoProduction: 'No production work yet.',
  playerNoPlayedMatches: 'No matches played yet.',
  playerStatsMatches: 'Matches',
  playerStatsMaps: 'Maps',
  playerStatsWinRate: 'Win rate',
  playerStatsByTeam: 'By team',
  playerStatsByMap: 'By map',
  playerStatsPlayed: (count: number) => (count === 1 ? '1 played' : `${count} played`),
  playerStatsNone: 'No finished matches yet.',
  playerStatsColumnName: 'Name',
  playerStatsColumnPlayed: 'Played',
  playerStatsColumnRecord: 'W – L',
  playerStatsColumnRecordDraws: 'W – L – D',
  playerStatsColumnMaps: 'Maps W – L – D',
  playerBrandsText: 'Teams and events this player designed the brand for.',
  playerNoBrands: 'No brands designed yet.',
  playerParticipationText: 'Every event this player took part in, and how.',
  playerNoParticipation: 'No event participation yet.',
  participationRoles: {
    player: 'Player',
    captain: 'Captain',
    teamStaff: 'Team staff',
    owner: 'Team owner',
    eventStaff: 'Event staff',
    caster: 'Caster',
    brandDesigner: 'Brand designer',
    crew: 'Production crew',
  },
  playerBannerText: 'A banner for socials and stream panels, in this player’s colours.',
  playerPartnersText: 'Players who shared a team with this player.',
  playerNoPartners: 'No teammates yet.',
  playerTeamsTogether: (count: number) =>
    count === 1 ? '1 team together' : `${count} teams together`,

  // Match pages
  matchTabs: {
    vod: 'VOD',
    detailed: 'Maps',
    history: 'History',
    room: 'Room',
    scoreReporting: 'Score reporting',
    rescheduling: 'Rescheduling',
    editor: 'Editor',
    draft: 'Draft',
  },
  matchLive: 'Live',
  matchFinal: 'Final',
  matchForfeitReason: (reason: string) => `Forfeit: ${reason}`,
  matchWatchLive: 'Watch live',
  matchVodHeading: 'VOD',
  matchVodLabels: { vod: 'VOD', vod_2: 'VOD part 2', alternative_vod: 'Alternative VOD' },
  matchNoVod: 'No VOD is available for this match yet.',
  matchOpenLink: 'Open in a new tab',
  matchMaps: 'Maps',
  matchNoMaps: 'No maps are recorded for this match yet.',
  matchMapDetails: 'Map details',
  matchCasters: 'Casters',
  matchCrew: 'Crew',
  matchMvp: 'MVP',
  matchHistoryHeading: 'Report history',
  matchHistoryText: 'Every score report and reschedule request on this match, as it happened.',
  matchNoHistory: 'No reports on this match yet.',
  matchSystem: 'System',
  matchHeadToHead: 'Previous meetings',
  matchNoHeadToHead: 'These teams have not met before.',
  matchReportType: { score: 'Score report', reschedule: 'Reschedule request' },
  matchReportState: (state: string) => state.replace(/([a-z])([A-Z])/g, '$1 $2'),
  matchLaterIssue: 'This part of the match page is being built. Check back soon.',
  matchNoStart: 'Time to be decided',
  matchScoreLabel: (a: number | string, b: number | string) => `Score ${a} to ${b}`,

  // /detailed/:id
  detailedHeading: 'Match details',
  detailedMap: (n: number, wording: string) => `${wording} ${n}`,
  detailedPickedBy: (team: string) => `Picked by ${team}`,
  detailedBannedBy: (team: string) => `Banned by ${team}`,
  detailedWinner: (team: string) => `${team} won`,
  detailedDraw: 'Draw',
  detailedBanned: 'Banned',
  detailedUnplayed: 'Not played',
  detailedPicks: (heroes: string) => `${heroes} picked`,
  detailedBans: (heroes: string) => `${heroes} banned`,
  detailedPickBanOrder: 'Pick/ban order',
  detailedStepKinds: { pick: 'Pick', ban: 'Ban', protect: 'Protect' },
  detailedHeroToggle: 'Show hero picks and bans',

  // /news/:slug
  newsReleased: (date: string) => `Published ${date}`,
  newsRelated: 'Related',
  newsVideo: 'Video',
  newsMedia: 'Media',
} as const;

/**
 * Texts of the event pages (/event/:id and a mini-site's root, public-site §2 "Event pages") and of the bracket
 * view (broadcast §2 "Bracket view", "Bracket match card"). Spec texts are marked "spec"; the rest is our copy.
 */
export const EVENT_TEXT = {
  // Sub-navigation (public-site §2): Overview, Schedule, Bracket(s), Standings, ... come from CLIENT_TEXT and
  // ROUTE_TITLES.eventPages.
  subNavLabel: (event: string) => `${event} pages`,
  socialLinks: 'Social links',
  pageTitle: (page: string, event: string) => `${page} - ${event}`,
  miniSitePrompt: (event: string) => `${event} has its own site.`,
  miniSiteLink: (subdomain: string) => `Open the ${subdomain} site`,
  loadingPage: 'Loading',
  emptyHeading: 'Nothing here yet',

  // Overview
  overviewLiveNow: 'Live now',
  overviewUpNext: 'Up next',
  overviewRecentResults: 'Recent results',
  overviewTeams: 'Teams',
  overviewExplore: 'More about this event',
  overviewDates: 'Dates',
  overviewGame: 'Game',
  overviewFormat: 'Format',
  overviewSeries: 'Series',
  overviewNoMatches: 'No matches are scheduled yet.',
  overviewSeeSchedule: 'Full schedule',
  overviewSeeRosters: 'All rosters',
  morePages: {
    rosters: 'Rosters',
    stats: 'Stats',
    brands: 'Brands',
    streams: 'Streams',
  },
  morePagesText: {
    rosters: 'Every team and its players',
    stats: 'Maps played, hero picks and bans, results by map',
    brands: 'Team logos and the people who designed them',
    streams: 'Where to watch',
  },

  // Rosters
  rostersEmpty: 'No teams are listed for this event yet.',
  rosterCaptain: 'Captain',
  rosterStaff: 'Staff',
  rosterNoPlayers: 'No players listed yet.',
  rosterPlayerCount: (count: number) => (count === 1 ? '1 player' : `${count} players`),

  // Schedule
  scheduleSortLabel: 'Sort matches',
  scheduleSortOptions: {
    Default: 'Default', // spec (scheduleMatchesSort default)
    'Oldest first': 'Oldest first',
    'Newest first': 'Newest first',
  },
  scheduleLive: 'Live now',
  scheduleUpcoming: 'Upcoming',
  scheduleResults: 'Results',
  scheduleUnscheduled: 'Time to be decided',
  scheduleEmpty: 'No matches are scheduled yet.',
  scheduleLiveBadge: 'Live',
  scheduleForfeit: 'Forfeit',
  scheduleStream: (code: string) => `${code} stream`,
  scheduleMatchLabel: (name: string, when: string) => `${name}, ${when}`,
  scheduleScore: (a: number | string, b: number | string) => `${a} – ${b}`,
  scheduleScoreLabel: (a: number | string, b: number | string) => `Score ${a} to ${b}`,

  // Bracket page and bracket view
  bracketEmpty: 'No brackets are published for this event yet.',
  bracketUnreadable: "This bracket can't be shown right now.",
  bracketZoom: 'Bracket size',
  bracketZoomSmall: 'Compact',
  bracketZoomNormal: 'Normal',
  bracketZoomLarge: 'Large',
  bracketScrollHint: 'Scroll sideways to see the whole bracket.',
  bracketRegion: (name: string) => `${name} bracket`,
  bracketStream: (code: string) => `${code} stream`, // spec '{code} stream'
  bracketWinner: 'Winner', // spec
  bracketLoser: 'Loser', // spec
  bracketLive: 'Live',
  bracketTbd: 'TBD', // spec
  bracketForfeitWin: 'W', // spec (forfeit display)
  bracketForfeitLoss: 'FF', // spec (forfeit display)
  bracketCardLabel: (
    label: string,
    a: string,
    b: string,
    score: string | null,
    when: string | null,
  ) => [`${label}: ${a} vs ${b}`, score, when].filter(Boolean).join(', '),
  bracketCardScore: (a: string, b: string) => `${a}–${b}`,
  bracketArrowTitle: (kind: 'win' | 'lose', match: string) =>
    kind === 'win' ? `Winner goes to ${match}` : `Loser goes to ${match}`,

  // Standings
  standingsEmpty: 'No standings are published for this event yet.',
  standingsLoading: 'Loading standings',
  standingsNoTable: 'This table has not been calculated yet.',
  standingsColumns: {
    rank: '#',
    team: 'Team',
    played: 'P',
    wins: 'W',
    losses: 'L',
    mapWins: 'MW',
    mapLosses: 'ML',
    mapDraws: 'MD',
    mapScore: 'Map score',
    mapScoreShort: 'MS',
  },
  standingsColumnTitles: {
    played: 'Matches played',
    wins: 'Match wins',
    losses: 'Match losses',
    mapWins: 'Map wins',
    mapLosses: 'Map losses',
    mapDraws: 'Map draws',
    mapScore: 'Map wins minus 0.25 × map losses',
  },
  standingsTied: 'Tied',
  standingsExplainShow: 'How the order was decided',
  standingsExplainHide: 'Hide the tie-breakers',
  standingsExplainHeading: 'How the order was decided',
  standingsChain: 'Tie-breakers, in order',
  standingsLearnMore: 'How standings work',
  standingsNoPairs: 'Only one team is in this table.',
  tieBreakerLabels: {
    'match-wins': 'Match wins',
    'match-losses': 'Fewest match losses',
    'match-diff': 'Match difference',
    'match-win-rate': 'Match win rate',
    'map-score': 'Map score',
    'map-diff': 'Map difference',
    'map-wins': 'Map wins',
    'map-win-rate': 'Map win rate',
    'map-points-diff': 'Points difference',
    'head-to-head': 'Head-to-head',
    'head-to-head-map-diff': 'Head-to-head map difference',
    buchholz: 'Buchholz',
    forfeits: 'Fewest forfeits',
    seed: 'Seed',
    manual: 'Organiser decision',
  } as Readonly<Record<string, string>>,

  // Staff
  staffHeading: 'Staff',
  staffCasters: 'Casters',
  staffOrganisers: 'Event staff',
  staffCrew: 'Production crew',
  staffBrandDesigners: 'Brand designers',
  staffExtendedLink: 'Extended staff list',
  staffBasicLink: 'Back to the staff list',
  staffEmpty: 'No staff are listed for this event yet.',

  // About
  aboutEmpty: 'There is no description for this event yet.',

  // Theme
  themeEmpty: 'This event has no theme.',
  themeColours: 'Colours',
  themeLogos: 'Logos',
  themeSmallLogo: 'Small logo',
  themeDefaultLogo: 'Logo',
  themeColorNames: {
    color_theme: 'Theme',
    color_accent: 'Accent',
    color_alt: 'Alternate',
    color_logo_background: 'Logo background',
    color_logo_accent: 'Logo accent',
    color_text_on_theme: 'Text on theme',
    color_text_on_logo_background: 'Text on logo background',
    color_hero_recolor_primary: 'Hero recolour (primary)',
    color_hero_recolor_secondary: 'Hero recolour (secondary)',
    color_navbar: 'Navbar',
    color_body: 'Page background',
    color_text_on_body: 'Text on page background',
    color_website_passive: 'Website (passive)',
    color_website_active: 'Website (active)',
    color_website_dark: 'Website (dark)',
    color_website_text_on_dark: 'Text on website dark',
  } as Readonly<Record<string, string>>,
  themeCopy: (value: string) => `Copy ${value}`,
  themeCopied: 'Copied',

  // Brands
  brandsEmpty: 'No brand credits for this event yet.',
  brandsEventDesigners: 'Event branding by',
  brandsTeams: 'Team brands',
  brandsDesignedBy: 'Designed by',
  brandsNoDesigner: 'Designer not credited',

  // Stats
  statsEmpty: 'No maps have been played yet.',
  statsMapsPlayed: (maps: string) => `${maps} played`,
  statsHeroPicks: (heroes: string) => `${heroes} picks and bans`,
  statsResultsByMap: (maps: string) => `Results by ${maps.toLowerCase()}`,
  statsColumns: {
    map: 'Map',
    mode: 'Mode',
    played: 'Played',
    draws: 'Draws',
    hero: 'Hero',
    role: 'Role',
    picks: 'Picks',
    bans: 'Bans',
    pickRate: 'Pick rate',
    team: 'Team',
    record: 'W–L',
  },
  statsSummary: (maps: number, matches: number) =>
    `${maps} ${maps === 1 ? 'map' : 'maps'} played across ${matches} ${matches === 1 ? 'match' : 'matches'}`,
  statsNoHeroData: 'No hero picks or bans were recorded.',
  statsShowMore: 'Show all',
  statsShowLess: 'Show fewer',
  statsRecord: (w: number, l: number, d: number) => (d > 0 ? `${w}–${l}–${d}` : `${w}–${l}`),

  // Accolades
  accoladesEmpty: 'No accolades have been awarded yet.',

  // Streams
  streamsEmpty: 'No streams are listed for this event.',
  streamsOfficial: 'Official streams',
  streamsCommunity: 'Community streams',
  streamsLive: 'Live',
  streamsWatch: 'Watch',
  streamsNowShowing: 'Now showing',
  streamsNoLink: 'No stream link yet',

  // Settings and later pages
  settingsSignIn: 'Sign in to edit this event.',
  settingsNotAllowed: 'Only event staff can do this', // RULES (a) common refusal
  settingsComingSoon: 'Event settings are being built. Check back soon.',
} as const;

/** Accounts: login flow, user menu, token modal and profile (public-site §2, §4, §5, §8; broadcast spec §2). */
export const ACCOUNT_TEXT = {
  // Login flow (public-site §2 "Login flow", §8).
  loginRedirecting: 'Taking you to Discord to log in…',
  loginBouncing: 'Taking you to the main site to log in…',
  loginContinue: 'Continue to Discord',
  loginNotShared:
    'Your last login did not reach this site. This browser may not share logins between the main site and ' +
    'event sites here.',
  authenticating: 'Authenticating', // spec
  hello: (name: string) => `Hello ${name}!`, // spec 'Hello {name}!'
  helloFallbackName: 'there',
  authError: 'Authentication error', // spec
  authRedirecting: 'Taking you to your page…',
  authTryAgain: 'Try again',
  authDeveloperDetail: 'Details for a developer',
  authHome: 'Go to the home page',
  // Sign-in hand-off to a mini-site (issue 12 item 1).
  handoffToMiniSite: 'Signing you in to the event site…',
  handoffSigningIn: 'Signing you in…',
  handoffNotStartedHere:
    'This sign-in link did not start in this browser, so it was not used. Please log in again.',
  handoffIncomplete: 'This sign-in link is incomplete. Please log in again.',
  handoffLogIn: 'Log in again',

  // Signed out on a protected page.
  signedOutHeading: 'You are not logged in',
  signedOutText: 'Log in with Discord to see this page.',

  // User menu (public-site §2 "Navbar" user menu).
  userMenuLabel: (name: string) => `Account menu for ${name}`,
  userMenuFallbackName: 'your account',
  loginMenuLabel: 'More login options',
  menuPlayerPage: 'Player page',
  menuEditProfile: 'Edit profile',
  menuDashboard: 'Dashboard',
  menuSourceOverview: 'Source overview',
  menuTallyViewer: 'Tally Viewer',
  menuToken: 'Token',
  menuReauthenticate: 'Re-authenticate',
  menuLogout: 'Logout',
  menuProduction: 'Production',

  // Token modal (public-site §5, §8).
  tokenTitle: 'Your token',
  tokenNotLoggedIn: 'You are not logged in.', // spec
  tokenExplain:
    'Your token logs production tools, such as the dashboard transmitter and overlays, in to your account. ' +
    'Anyone who has it can act as you.',
  tokenLabel: 'Token',
  tokenSafe: 'I will keep my token safe', // spec
  tokenCopy: 'Copy token',
  tokenCopied: 'Copied',
  tokenForceHeading: 'Use another token',
  tokenForceText: 'Paste a token to log in with it on this browser.',
  tokenForceLabel: 'Another token',
  tokenForcePlaceholder: 'Paste a token',
  tokenForceButton: 'Authenticate',
  tokenNoTokenSupplied: 'No token supplied. You can force a logout from the user dropdown.', // spec
  tokenAuthenticated: 'New token authenticated and stored', // spec

  // Profile page (public-site §2 "Profile page", §5; broadcast spec §2, §5).
  profileIntro: 'How you appear on player pages and broadcasts.',
  profileDetails: 'Account details',
  profilePreferences: 'Your profile',
  profileName: 'Name',
  profileBattletag: 'Battletag',
  profileReadOnlyHint: 'To change this, send a request in the support channel.',
  profileReadOnlyLabel: (field: string) => `Why can't I change my ${field}?`,
  profilePronouns: 'Pronouns',
  profilePronounsPlaceholder: 'Choose pronouns',
  profilePronunciation: 'Pronunciation',
  profilePronunciationDescription: 'How to say your name, for casters and hosts.',
  profilePronunciationPlaceholder: 'e.g. AY-duh LUV-lace',
  profileRole: 'Role',
  profileRolePlaceholder: 'Choose a role',
  profileFavouriteHero: 'Favourite hero',
  profileFavouriteHeroPlaceholder: 'Choose a hero',
  profileTheme: 'Profile picture theme',
  profileThemeDescription: 'The colours and logo around your profile picture.',
  profileThemePlaceholder: 'Choose a theme', // spec
  profileThemeTeams: 'Teams', // spec
  profileThemeEvents: 'Events', // spec
  profileThemeNone: 'Join a team to use its theme or its event’s theme.',
  profileThemeCurrent: 'Current theme',
  profileNotSet: 'Not set',
  profileSave: 'Save', // spec (broadcast §9)
  profileSaving: 'Saving', // spec
  profileSaved: 'Saved', // spec
  profilePlayerPage: 'View your player page',
  profileRestricted: 'You are restricted from editing your profile.', // spec
  profilePlayerMissing: 'Your player record could not be found. Please contact support.',
} as const;
