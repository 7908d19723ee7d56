import { z } from 'zod';
import { f } from './fields.js';

export { DERIVED } from './derived-keys.js';

export const UpcomingMatchesRecordSchema = z.object({
  id: z.literal('special:upcoming-matches'),
  __kind: z.literal('derived'),
  matches: f.links,
});
export type UpcomingMatchesRecord = z.infer<typeof UpcomingMatchesRecordSchema>;

export const PublicEventsRecordSchema = z.object({
  id: z.literal('special:public-events'),
  __kind: z.literal('derived'),
  events: f.links,
  series: f.links,
  themes: f.links,
});
export type PublicEventsRecord = z.infer<typeof PublicEventsRecordSchema>;

export const LiveMatchesRecordSchema = z.object({
  id: z.literal('special:live-matches'),
  __kind: z.literal('derived'),
  matches: f.links,
});
export type LiveMatchesRecord = z.infer<typeof LiveMatchesRecordSchema>;

export const SpecialTeamsRecordSchema = z.object({
  id: z.literal('special:teams'),
  __kind: z.literal('derived'),
  teams: z.array(
    z.object({
      id: f.id,
      name: f.text,
      code: f.text,
      theme: f.links,
      game: f.text,
      event: f.links,
      eventStart: f.date,
    }),
  ),
});
export const SpecialPlayersRecordSchema = z.object({
  id: z.literal('special:players'),
  __kind: z.literal('derived'),
  players: z.array(z.object({ id: f.id, name: z.string(), verified: z.boolean() })),
});
export const PlayerStreamsRecordSchema = z.object({
  id: z.literal('special:player-streams'),
  __kind: z.literal('derived'),
  streams: z.array(
    z.object({ match: f.links, event: f.links, player: f.links, team: f.links, url: z.string() }),
  ),
});

/** special:heroes: every hero, for pickers (favourite hero, hero bans): sorted by game, role, name. */
export const SpecialHeroesRecordSchema = z.object({
  id: z.literal('special:heroes'),
  __kind: z.literal('derived'),
  heroes: z.array(z.object({ id: f.id, name: z.string(), role: f.text, game: f.text })),
});

/** subdomain-{name}: the mini-site lookup (public-site §3): {id, _original_data_id}. */
export const SubdomainLookupRecordSchema = z.object({
  id: f.id,
  __kind: z.literal('subdomain'),
  _original_data_id: f.text,
});
export type SubdomainLookupRecord = z.infer<typeof SubdomainLookupRecordSchema>;

/**
 * event-reports-{eventId}: every open score report and reschedule request of the event's matches, oldest first
 * (the staff queue). Recomputed by match-svc whenever one of the event's reports changes state.
 */
export const EventReportsRecordSchema = z.object({
  id: z.string().startsWith('event-reports-'),
  __kind: z.literal('derived'),
  event: f.links,
  open: z.array(
    z.object({
      report: f.id,
      match: f.id,
      type: z.enum(['score', 'reschedule']),
      state: z.string(),
      /** When the report was submitted (epoch ms: its first log entry). */
      since: z.number(),
    }),
  ),
});
export type EventReportsRecord = z.infer<typeof EventReportsRecordSchema>;
