// The event-page texts of the web app's fixed user-facing texts (HOUSE-STYLE "Errors"): import them from
// ./client-text.ts, which re-exports them. A module of their own so that they load with the pages that show them,
// not in every page's entry chunk (issue 11 item 3).

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
