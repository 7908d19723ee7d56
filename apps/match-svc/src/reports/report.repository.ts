import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { hydrateEntities, tableOf, updateColumns } from '@castline/nest-kit';
import { REPORT_FLAGS } from '@castline/domain';
import { ReportEntity } from './report.entity.js';
import { MatchEntity } from '../matches/match.entity.js';
import { EventEntity } from '../events/event.entity.js';

/** An open or linked report of an event's match, as the staff queue lists it. */
export interface QueueRow {
  id: string;
  match: string;
  type: string;
  state: string;
  since: number | null;
}

/**
 * Every query of the report workflow, behind named methods. Lock order: the match first
 * (MatchEditRepository.loadForEdit / lockMatch, which takes its brackets' locks before the row), then its reports.
 */
@Injectable()
export class ReportRepository {
  /** Row-locks the given reports (the match's linked ones), sorted by id. */
  async lockReports(manager: EntityManager, ids: readonly string[]): Promise<ReportEntity[]> {
    if (ids.length === 0) return [];
    const rows = await manager.query<Record<string, unknown>[]>(
      `SELECT * FROM ${tableOf(manager, ReportEntity)} WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return hydrateEntities(manager, ReportEntity, rows);
  }

  async insert(manager: EntityManager, report: ReportEntity): Promise<void> {
    // `data` and `countered_data` are jsonb of any shape: TypeORM's deep-partial type cannot express `unknown`.
    await manager.insert(ReportEntity, report as QueryDeepPartialEntity<ReportEntity>);
  }

  /** Writes the report's workflow columns (state, flags, data, log); the row is locked by lockReports. */
  async update(manager: EntityManager, report: ReportEntity): Promise<void> {
    const columns = ['state', 'team', 'data', 'countered_data', 'log', ...REPORT_FLAGS] as const;
    await updateColumns(
      manager,
      ReportEntity,
      report.id,
      Object.fromEntries(columns.map((column) => [column, report[column]])),
    );
  }

  /**
   * The reports linked to the event's matches (match.reports) in one of `openStates` per type, oldest first (by
   * their first log entry, then id): the staff queue's rows.
   */
  async openReportsOfEvent(
    manager: EntityManager,
    eventId: string,
    openStates: { score: readonly string[]; reschedule: readonly string[] },
  ): Promise<QueueRow[]> {
    const rows = await manager.query<(Omit<QueueRow, 'since'> & { since: string | null })[]>(
      `SELECT r.id, m.id AS match, r.type, r.state, (r.log->0->>'at') AS since
       FROM ${tableOf(manager, MatchEntity)} m
       JOIN ${tableOf(manager, ReportEntity)} r ON r.id = ANY(m.reports)
       WHERE $1 = ANY(m.event)
         AND ((r.type = 'score' AND r.state = ANY($2::text[]))
           OR (r.type = 'reschedule' AND r.state = ANY($3::text[])))`,
      [eventId, openStates.score, openStates.reschedule],
    );
    return rows
      .map((r) => ({ ...r, since: r.since === null ? null : Number(r.since) }))
      .sort((a, b) => (a.since ?? 0) - (b.since ?? 0) || a.id.localeCompare(b.id));
  }

  /** Every event id (the queue is built once per event at start and by the drift check). */
  async eventIds(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM ${tableOf(manager, EventEntity)} ORDER BY id`,
    );
    return rows.map((r) => r.id);
  }
}
