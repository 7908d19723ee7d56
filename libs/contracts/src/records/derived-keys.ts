// Zod-free on purpose: the web imports these without pulling schemas into its bundle.
/** Keys of derived records (RULES (k)). */
export const DERIVED = {
  upcomingMatches: 'special:upcoming-matches',
  publicEvents: 'special:public-events',
  teams: 'special:teams',
  players: 'special:players',
  liveMatches: 'special:live-matches',
  playerStreams: 'special:player-streams',
  heroes: 'special:heroes',
  subdomain: (name: string) => `subdomain-${name.toLowerCase()}`,
  broadcast: (key: string) => `broadcast-${key}`,
  client: (key: string) => `client-${key.toLowerCase()}`,
  news: (slug: string) => `news-${slug}`,
  standings: (eventId: string, entryKey: string) => `standings-${eventId}-${entryKey}`,
  /** An event's open score reports and reschedule requests, oldest first: the staff queue (issue 18). */
  eventReports: (eventId: string) => `event-reports-${eventId}`,
} as const;
