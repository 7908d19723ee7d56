import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { EventEntity } from '../events/event.entity.js';
import { HeroEntity } from '../matches/hero.entity.js';
import { MapDataEntity } from '../matches/map-data.entity.js';
import { MapEntity } from '../matches/map.entity.js';
import { MatchEntity } from '../matches/match.entity.js';
import { ReportEntity } from '../reports/report.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { MATCH_SCHEMA } from '../database/data-source.js';
import type {
  NotifierContext,
  NotifierMap,
  NotifierReport,
  NotifierTeam,
} from './notifier-types.js';

const T = `"${MATCH_SCHEMA}"`;

/** One queued chat operation (table notifier_jobs). */
export interface NotifierJobRow {
  id: string;
  event_id: string;
  step: number;
  lane: string;
  match: string;
  report: string | null;
  op: NotifierOp;
  attempts: number;
}

/** A chat operation: a post (maybe replacing an older one) or removing the report's pending requests. */
export type NotifierOp =
  | {
      kind: 'post';
      /** The reference key (message@recipient) the post is kept under. */
      ref: string;
      channelId: string;
      message: {
        content: string;
        allowed_mentions: { parse: []; roles: string[] };
        components: unknown[];
      };
      /** Message key whose older posts of this match this one replaces, or null. */
      replaces: string | null;
      /** Discord's create-message nonce (with enforce_nonce, a retry after a lost answer posts once). */
      nonce: string;
    }
  | { kind: 'remove-requests' };

/** A chat message the notifier posted (table notifier_messages): its own references per report and key. */
export interface NotifierMessageRow {
  id: string;
  match: string;
  report: string | null;
  key: string;
  channel_id: string;
  message_id: string;
}

/** What the notifier reads (the match, its teams, maps, event and report) and its own two tables. */
@Injectable()
export class NotifierRepository {
  /** The context of a notification about a match (and a report), or null when the match does not exist. */
  async loadContext(
    manager: EntityManager,
    ids: { match: string; report: string | null },
    extra: { siteUrl: string; actor: NotifierContext['actor']; reason: string | null },
  ): Promise<{ context: NotifierContext; blocks: string | null } | null> {
    const match = await manager.findOne(MatchEntity, { where: { id: ids.match } });
    if (!match) return null;
    const teamIds = match.teams.slice(0, 2);
    // One connection per transaction: the reads run one after the other.
    const teams = teamIds.length
      ? await manager.find(TeamEntity, { where: { id: In(teamIds) } })
      : [];
    const event = match.event[0]
      ? await manager.findOne(EventEntity, { where: { id: match.event[0] } })
      : null;
    const report = ids.report
      ? await manager.findOne(ReportEntity, { where: { id: ids.report } })
      : null;
    const maps = match.maps.length
      ? await manager.find(MapEntity, { where: { id: In(match.maps) } })
      : [];
    const teamById = new Map(teams.map((t) => [t.id, t]));
    const toTeam = (id: string | undefined): NotifierTeam | null => {
      const team = id ? teamById.get(id) : undefined;
      if (!team) return null;
      const role = team.discord_control?.role_id;
      return {
        id: team.id,
        name: team.name ?? team.code ?? 'TBD',
        role_id: typeof role === 'string' && /^[0-9]{1,25}$/.test(role) ? role : null,
      };
    };
    const contextTeams: NotifierContext['teams'] = [toTeam(teamIds[0]), toTeam(teamIds[1])];
    return {
      blocks: event?.blocks ?? null,
      context: {
        siteUrl: extra.siteUrl,
        eventName: event?.name ?? null,
        match: {
          id: match.id,
          start: match.start,
          score_1: match.score_1,
          score_2: match.score_2,
          forfeit: match.forfeit,
          forfeit_reason: match.forfeit_reason,
          maps: await this.mapsOf(manager, match.maps, maps, contextTeams),
        },
        teams: contextTeams,
        report: report ? toReport(report) : null,
        actor: extra.actor,
        reason: extra.reason,
      },
    };
  }

  /** The match's maps in its order, with map and hero names. */
  private async mapsOf(
    manager: EntityManager,
    order: string[],
    maps: MapEntity[],
    teams: NotifierContext['teams'],
  ): Promise<NotifierMap[]> {
    const mapDataIds = [...new Set(maps.flatMap((m) => m.map))];
    const heroIds = [
      ...new Set(
        maps.flatMap((m) => [
          ...m.team_1_picks,
          ...m.team_2_picks,
          ...m.team_1_bans,
          ...m.team_2_bans,
        ]),
      ),
    ];
    const mapData = mapDataIds.length
      ? await manager.find(MapDataEntity, { where: { id: In(mapDataIds) } })
      : [];
    const heroes = heroIds.length
      ? await manager.find(HeroEntity, { where: { id: In(heroIds) } })
      : [];
    const mapName = new Map(mapData.map((m) => [m.id, m.name ?? 'Unknown map']));
    const heroName = new Map(heroes.map((h) => [h.id, h.name ?? 'Unknown hero']));
    const names = (ids: string[]) => ids.map((id) => heroName.get(id) ?? 'Unknown hero');
    const byId = new Map(maps.map((m) => [m.id, m]));
    return order
      .map((id) => byId.get(id))
      .filter((m): m is MapEntity => m !== undefined)
      .map((m) => ({
        number: m.number,
        name: (m.map[0] ? mapName.get(m.map[0]) : undefined) ?? m.name ?? 'Unknown map',
        score_1: m.score_1,
        score_2: m.score_2,
        winner: teams.find((t) => t && t.id === m.winner[0])?.name ?? null,
        draw: m.draw,
        banned: m.banner.length > 0,
        replay_code: m.replay_code,
        picks: [names(m.team_1_picks), names(m.team_2_picks)],
        bans: [names(m.team_1_bans), names(m.team_2_bans)],
      }));
  }

  /** The report and whether its match still links it (the match's open report of its type). */
  async findReportLink(
    manager: EntityManager,
    reportId: string,
  ): Promise<{ report: ReportEntity; linked: boolean } | null> {
    const report = await manager.findOne(ReportEntity, { where: { id: reportId } });
    if (!report?.match[0]) return null;
    const match = await manager.findOne(MatchEntity, { where: { id: report.match[0] } });
    return { report, linked: match?.reports.includes(reportId) ?? false };
  }

  /** Queues the operations of one event; a step already queued (redelivery) is not queued twice. */
  async insertJobs(
    manager: EntityManager,
    jobs: Omit<NotifierJobRow, 'id' | 'attempts'>[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    await manager.query(
      `INSERT INTO ${T}.notifier_jobs (event_id, step, lane, match, report, op)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::jsonb[])
       ON CONFLICT (event_id, step) DO NOTHING`,
      [
        jobs.map((j) => j.event_id),
        jobs.map((j) => j.step),
        jobs.map((j) => j.lane),
        jobs.map((j) => j.match),
        jobs.map((j) => j.report),
        jobs.map((j) => JSON.stringify(j.op)),
      ],
    );
  }

  /**
   * Locks the next due job whose lane (the match) has no older pending job, so one match's posts and removals run
   * in order; replicas skip each other's locked jobs.
   */
  async claimNextJob(manager: EntityManager): Promise<NotifierJobRow | null> {
    const rows = await manager.query<NotifierJobRow[]>(
      `SELECT j.id::text AS id, j.event_id, j.step, j.lane, j.match, j.report, j.op, j.attempts
         FROM ${T}.notifier_jobs j
        WHERE j.state = 'pending' AND j.next_attempt_at <= now()
          AND NOT EXISTS (SELECT 1 FROM ${T}.notifier_jobs e
                           WHERE e.lane = j.lane AND e.state = 'pending' AND e.id < j.id)
        ORDER BY j.id
        LIMIT 1
        FOR UPDATE OF j SKIP LOCKED`,
    );
    return rows[0] ?? null;
  }

  async finishJob(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE ${T}.notifier_jobs SET state = 'done', attempts = attempts + 1, last_error = NULL,
              finished_at = now() WHERE id = $1`,
      [id],
    );
  }

  /** A failed attempt: due again after delayMs, or failed for good (retry = false). */
  async failJob(
    manager: EntityManager,
    id: string,
    error: string,
    retry: { delayMs: number } | false,
  ): Promise<void> {
    await manager.query(
      retry
        ? `UPDATE ${T}.notifier_jobs SET attempts = attempts + 1, last_error = $2,
                  next_attempt_at = now() + ($3::int * interval '1 millisecond') WHERE id = $1`
        : `UPDATE ${T}.notifier_jobs SET state = 'failed', attempts = attempts + 1, last_error = $2,
                  finished_at = now() WHERE id = $1`,
      retry ? [id, error.slice(0, 1000), Math.round(retry.delayMs)] : [id, error.slice(0, 1000)],
    );
  }

  /** The report's posts under the given reference keys, locked. */
  async lockReportMessages(
    manager: EntityManager,
    report: string,
    keys: readonly string[],
  ): Promise<NotifierMessageRow[]> {
    return manager.query<NotifierMessageRow[]>(
      `SELECT id::text AS id, match, report, key, channel_id, message_id FROM ${T}.notifier_messages
        WHERE report = $1 AND key = ANY($2::text[]) ORDER BY id FOR UPDATE`,
      [report, [...keys]],
    );
  }

  /** The match's posts of one message key (any recipient), locked. */
  async lockMatchMessages(
    manager: EntityManager,
    match: string,
    message: string,
  ): Promise<NotifierMessageRow[]> {
    return manager.query<NotifierMessageRow[]>(
      `SELECT id::text AS id, match, report, key, channel_id, message_id FROM ${T}.notifier_messages
        WHERE match = $1 AND split_part(key, '@', 1) = $2 ORDER BY id FOR UPDATE`,
      [match, message],
    );
  }

  async insertMessage(manager: EntityManager, row: Omit<NotifierMessageRow, 'id'>): Promise<void> {
    await manager.query(
      `INSERT INTO ${T}.notifier_messages (match, report, key, channel_id, message_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.match, row.report, row.key, row.channel_id, row.message_id],
    );
  }

  async rekeyMessage(
    manager: EntityManager,
    id: string,
    row: { report: string | null; key: string },
  ): Promise<void> {
    await manager.query(`UPDATE ${T}.notifier_messages SET report = $2, key = $3 WHERE id = $1`, [
      id,
      row.report,
      row.key,
    ]);
  }

  async deleteMessage(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM ${T}.notifier_messages WHERE id = $1`, [id]);
  }
}

function toReport(report: ReportEntity): NotifierReport {
  return {
    id: report.id,
    type: report.type === 'reschedule' ? 'reschedule' : 'score',
    state: report.state,
    team: report.team[0] ?? null,
    data: report.data,
    countered_data: report.countered_data,
    log: (report.log ?? []).map((e) => ({ at: e.at, team: e.team, staff: e.staff, text: e.text })),
    approved_by_staff: report.approved_by_staff,
  };
}
