import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DERIVED } from '@castline/contracts';
import {
  LOCK_KEYS,
  LOGGER,
  RecordStore,
  UnitOfWork,
  lockKeys,
  type Logger,
  type RecordWrite,
} from '@castline/nest-kit';
import { isMatchComplete } from '@castline/domain';
import { Clock } from './clock.js';
import type { Visibility } from '../projection/visibility.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { EventEntity } from '../events/event.entity.js';
import { EventSeriesEntity } from '../events/event-series.entity.js';
import { NewsEntity } from '../events/news.entity.js';
import { MatchEntity } from '../matches/match.entity.js';
import { PlayerEntity } from '../players/player.entity.js';
import { BroadcastLiveEntity } from './broadcast-live.entity.js';
import { HeroEntity } from '../matches/hero.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { StreamPresenceEntity } from '../streams/stream-presence.entity.js';
import { matchPlayerStreams } from '../streams/match-player-streams.js';
import { MAPPER_BY_KIND } from '../projection/mappers.js';
import { MATCH_SCHEMA } from '../database/data-source.js';

/** The derived collections this service owns (RULES (k)). */
export const DERIVED_GROUPS = [
  'upcoming',
  'live',
  'events',
  'subdomains',
  'teams',
  'players',
  'news',
  'heroes',
  'streams',
] as const;
export type DerivedGroup = (typeof DERIVED_GROUPS)[number];

const DEFAULT_DURATION_MIN = 60;
const IGNORED_SUBDOMAINS = new Set(['dev', 'live']);
/** setTimeout's ceiling; a later window is re-armed when it fires. */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * Derived records: recomputed in the same transaction as the change that feeds them, never on a timer. The only
 * scheduled work is the one-shot "window closed" event of upcoming-matches, armed for the exact moment the next
 * match leaves its window.
 */
@Injectable()
export class DerivedRecordsService implements OnModuleDestroy {
  private windowTimer: NodeJS.Timeout | null = null;
  private streamsTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly store: RecordStore,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly projection: RecordProjection,
  ) {}

  onModuleDestroy(): void {
    if (this.windowTimer) clearTimeout(this.windowTimer);
    if (this.streamsTimer) clearTimeout(this.streamsTimer);
  }

  /**
   * Recomputes the given groups inside `manager`'s transaction and writes them to the store. Each group is
   * serialised by its advisory lock, taken before its inputs are read (no lost updates: a concurrent writer's
   * committed change is always in the newer value).
   */
  async recompute(
    manager: EntityManager,
    groups: readonly DerivedGroup[] = DERIVED_GROUPS,
  ): Promise<string[]> {
    const set = new Set(groups);
    await lockKeys(
      manager,
      MATCH_SCHEMA,
      [...set].map((group) => LOCK_KEYS.derived(group)),
    );
    const visibility = await this.projection.visibility(manager);
    const writes: RecordWrite[] = [];
    if (set.has('upcoming')) writes.push(await this.upcomingMatches(manager, visibility));
    if (set.has('live')) writes.push(await this.liveMatches(manager, visibility));
    if (set.has('events')) writes.push(await this.publicEvents(manager, visibility));
    if (set.has('subdomains')) writes.push(...(await this.subdomains(manager, visibility)));
    if (set.has('teams')) writes.push(await this.teams(manager, visibility));
    if (set.has('players')) writes.push(await this.players(manager));
    if (set.has('news')) writes.push(...(await this.newsMirrors(manager, visibility)));
    if (set.has('heroes')) writes.push(await this.heroes(manager));
    if (set.has('streams')) writes.push(await this.playerStreams(manager, visibility));
    return this.store.write(manager, writes);
  }

  /** Runs a recompute in its own transaction and publishes it (cold start, window-closed event). */
  recomputeNow(groups: readonly DerivedGroup[] = DERIVED_GROUPS): Promise<string[]> {
    return this.unitOfWork.run((m) => this.recompute(m, groups));
  }

  private async upcomingMatches(
    manager: EntityManager,
    visibility: Visibility,
  ): Promise<RecordWrite> {
    const now = this.clock.now();
    const rows = await manager.query<
      {
        id: string;
        start: Date;
        duration: number | null;
        score_1: number | null;
        score_2: number | null;
        first_to: number | null;
        event: string[];
      }[]
    >(
      `SELECT m.id, m.start, m.duration, m.score_1, m.score_2, m.first_to, m.event
       FROM "match".matches m
       WHERE m.start IS NOT NULL
         AND EXISTS (SELECT 1 FROM "match".events e WHERE e.id = ANY(m.event) AND e.show_in_events)
       ORDER BY m.start, m.id`,
    );
    const liveKept = await this.advertisedLiveMatches(manager);
    const ids: string[] = [];
    let nextClose = Infinity;
    for (const m of rows) {
      if (isMatchComplete(m) || visibility.isHidden('match', m)) continue;
      const closes = m.start.getTime() + (m.duration ?? DEFAULT_DURATION_MIN) * 60_000;
      if (closes > now) {
        ids.push(m.id);
        nextClose = Math.min(nextClose, closes);
      } else if (liveKept.has(m.id)) {
        ids.push(m.id);
      }
    }
    this.armWindow(nextClose, now);
    return {
      id: DERIVED.upcomingMatches,
      kind: 'derived',
      data: { id: DERIVED.upcomingMatches, __kind: 'derived', matches: ids },
    };
  }

  private armWindow(closesAt: number, now: number): void {
    if (this.windowTimer) clearTimeout(this.windowTimer);
    this.windowTimer = null;
    if (!Number.isFinite(closesAt)) return;
    const delay = Math.min(Math.max(closesAt - now + 5, 0), MAX_TIMER_MS);
    this.windowTimer = setTimeout(() => {
      this.windowTimer = null;
      this.recomputeNow(['upcoming']).catch((error: unknown) =>
        this.logger.error({ err: String(error) }, 'window-closed recompute failed'),
      );
    }, delay);
    this.windowTimer.unref();
  }

  private async advertisedLiveMatches(manager: EntityManager): Promise<Set<string>> {
    const rows = await manager.find(BroadcastLiveEntity, { where: { advertise: true } });
    return new Set(rows.flatMap((r) => r.live_match.slice(0, 1)));
  }

  private async liveMatches(manager: EntityManager, visibility: Visibility): Promise<RecordWrite> {
    const advertised = await this.advertisedLiveMatches(manager);
    const flagged = (
      await manager.find(MatchEntity, { where: { live: true }, select: { id: true, event: true } })
    )
      .filter((m) => !visibility.isHidden('match', m))
      .map((m) => m.id);
    const ids = [...new Set([...advertised, ...flagged])];
    return {
      id: DERIVED.liveMatches,
      kind: 'derived',
      data: { id: DERIVED.liveMatches, __kind: 'derived', matches: ids },
    };
  }

  private async publicEvents(manager: EntityManager, visibility: Visibility): Promise<RecordWrite> {
    const events = (
      await manager.find(EventEntity, {
        where: { show_in_events: true },
        select: {
          id: true,
          teams: true,
          start_date: true,
          theme: true,
          antileak: true,
          name: true,
        },
      })
    )
      .filter((e) => e.teams.length > 0 && !visibility.isHidden('event', e))
      .sort(
        (a, b) =>
          (a.start_date ?? '').localeCompare(b.start_date ?? '') ||
          (a.name ?? '').localeCompare(b.name ?? ''),
      );
    const series = await manager.find(EventSeriesEntity, {
      select: { id: true, order: true, theme: true },
      order: { order: 'ASC', id: 'ASC' },
    });
    const themes = [
      ...new Set([...events.flatMap((e) => e.theme), ...series.flatMap((s) => s.theme)]),
    ];
    return {
      id: DERIVED.publicEvents,
      kind: 'derived',
      data: {
        id: DERIVED.publicEvents,
        __kind: 'derived',
        events: events.map((e) => e.id),
        series: series.map((s) => s.id),
        themes,
      },
    };
  }

  private async subdomains(manager: EntityManager, visibility: Visibility): Promise<RecordWrite[]> {
    const events = await manager.find(EventEntity, {
      select: { id: true, subdomain: true, _original_data_id: true, antileak: true },
    });
    const wanted = new Map<string, RecordWrite>();
    for (const e of events) {
      const name = e.subdomain?.trim().toLowerCase();
      if (!name || IGNORED_SUBDOMAINS.has(name) || visibility.isHidden('event', e)) continue;
      const key = DERIVED.subdomain(name);
      if (!wanted.has(key))
        wanted.set(key, {
          id: key,
          kind: 'subdomain',
          data: { id: e.id, __kind: 'subdomain', _original_data_id: e._original_data_id },
        });
    }
    const existing = await manager.query<{ id: string }[]>(
      `SELECT id FROM "match".records WHERE kind = 'subdomain'`,
    );
    const gone = existing
      .filter((r) => !wanted.has(r.id))
      .map((r): RecordWrite => ({ id: r.id, kind: 'subdomain', data: null }));
    return [...wanted.values(), ...gone];
  }

  private async teams(manager: EntityManager, visibility: Visibility): Promise<RecordWrite> {
    const rows = await manager.query<
      {
        id: string;
        name: string | null;
        code: string | null;
        theme: string[];
        event: string[];
        game: string | null;
        eventStart: string | null;
      }[]
    >(
      `SELECT t.id, t.name, t.code, t.theme, t.event, e.game, e.start_date::text AS "eventStart", e.antileak
       FROM "match".teams t JOIN "match".events e ON e.id = t.event[1]
       WHERE e.show_in_events`,
    );
    const teams = rows
      .filter((t) => !visibility.isHidden('team', t))
      .sort(
        (a, b) =>
          (b.eventStart ?? '').localeCompare(a.eventStart ?? '') ||
          (a.name ?? '').localeCompare(b.name ?? ''),
      )
      .map(({ id, name, code, theme, event, game, eventStart }) => ({
        id,
        name,
        code,
        theme,
        game,
        event,
        eventStart,
      }));
    return {
      id: DERIVED.teams,
      kind: 'derived',
      data: { id: DERIVED.teams, __kind: 'derived', teams },
    };
  }

  private async players(manager: EntityManager): Promise<RecordWrite> {
    const rows = await manager.find(PlayerEntity, {
      select: { id: true, name: true, verified: true },
    });
    const players = rows
      .filter((p): p is PlayerEntity & { name: string } => !!p.name)
      .sort(
        (a, b) =>
          Number(b.verified) - Number(a.verified) ||
          a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
      )
      .map((p) => ({ id: p.id, name: p.name, verified: p.verified }));
    return {
      id: DERIVED.players,
      kind: 'derived',
      data: { id: DERIVED.players, __kind: 'derived', players },
    };
  }

  /** special:player-streams (RULES (k)), with a one-shot timer for the next window opening or closing. */
  private async playerStreams(
    manager: EntityManager,
    visibility: Visibility,
  ): Promise<RecordWrite> {
    const now = this.clock.now();
    const presences = await manager.find(StreamPresenceEntity);
    const players = presences.length
      ? await manager.find(PlayerEntity, {
          where: { id: In(presences.map((p) => p.id)) },
          select: { id: true, member_of: true },
        })
      : [];
    const teamIds = [...new Set(players.flatMap((p) => p.member_of))];
    const teams = teamIds.length
      ? await manager.find(TeamEntity, {
          where: { id: In(teamIds) },
          select: { id: true, name: true, code: true },
        })
      : [];
    const matches = teamIds.length
      ? (
          await manager.query<
            { id: string; start: Date; duration: number | null; teams: string[]; event: string[] }[]
          >(
            `SELECT id, start, duration, teams, event FROM "match".matches WHERE start IS NOT NULL AND teams && $1::text[]`,
            [teamIds],
          )
        ).filter((m) => !visibility.isHidden('match', m))
      : [];
    const teamById = new Map(teams.map((t) => [t.id, t]));
    const { streams, nextChange } = matchPlayerStreams(
      presences.map((p) => ({
        player: p.id,
        url: p.url,
        title: p.title,
        teams: (players.find((pl) => pl.id === p.id)?.member_of ?? []).flatMap((id) => {
          const t = teamById.get(id);
          return t ? [{ id: t.id, name: t.name, code: t.code }] : [];
        }),
      })),
      matches.map((m) => ({
        id: m.id,
        start: m.start.getTime(),
        duration: m.duration,
        teams: m.teams,
        event: m.event,
      })),
      now,
    );
    if (this.streamsTimer) clearTimeout(this.streamsTimer);
    this.streamsTimer = null;
    if (nextChange !== null) {
      this.streamsTimer = setTimeout(
        () => {
          this.streamsTimer = null;
          this.recomputeNow(['streams']).catch((error: unknown) =>
            this.logger.error({ err: String(error) }, 'streams window recompute failed'),
          );
        },
        Math.min(Math.max(nextChange - now + 5, 0), MAX_TIMER_MS),
      );
      this.streamsTimer.unref();
    }
    return {
      id: DERIVED.playerStreams,
      kind: 'derived',
      data: { id: DERIVED.playerStreams, __kind: 'derived', streams },
    };
  }

  private async heroes(manager: EntityManager): Promise<RecordWrite> {
    const rows = await manager.find(HeroEntity, {
      select: { id: true, name: true, role: true, game: true },
    });
    const heroes = rows
      .filter((h): h is HeroEntity & { name: string } => !!h.name)
      .sort(
        (a, b) =>
          (a.game ?? '').localeCompare(b.game ?? '') ||
          (a.role ?? '').localeCompare(b.role ?? '') ||
          a.name.localeCompare(b.name),
      )
      .map((h) => ({ id: h.id, name: h.name, role: h.role, game: h.game }));
    return {
      id: DERIVED.heroes,
      kind: 'derived',
      data: { id: DERIVED.heroes, __kind: 'derived', heroes },
    };
  }

  private async newsMirrors(
    manager: EntityManager,
    visibility: Visibility,
  ): Promise<RecordWrite[]> {
    const news = await manager.find(NewsEntity);
    const wanted = new Map<string, RecordWrite>();
    for (const n of news) {
      if (visibility.isHidden('news', n)) continue;
      const key = DERIVED.news(n.slug);
      wanted.set(key, { id: key, kind: 'news-mirror', data: MAPPER_BY_KIND.news(n) });
    }
    const existing = await manager.query<{ id: string }[]>(
      `SELECT id FROM "match".records WHERE kind = 'news-mirror'`,
    );
    const gone = existing
      .filter((r) => !wanted.has(r.id))
      .map((r): RecordWrite => ({ id: r.id, kind: 'news-mirror', data: null }));
    return [...wanted.values(), ...gone];
  }
}

/** Which derived groups a change to a record kind can affect. */
export function derivedGroupsFor(kind: string): DerivedGroup[] {
  switch (kind) {
    case 'match':
      return ['upcoming', 'live', 'streams'];
    case 'event':
      return ['upcoming', 'live', 'events', 'subdomains', 'teams', 'news'];
    case 'event_series':
      return ['events'];
    case 'team':
      return ['teams'];
    case 'player':
      return ['players', 'streams'];
    case 'news':
      return ['news'];
    case 'hero':
      return ['heroes'];
    default:
      return [];
  }
}
