import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ReportEventPayloadSchema, type ReportEventPayload } from '@castline/contracts';
import { RecordStore } from '@castline/nest-kit';
import {
  NO_REPORT,
  REPORT_FLAGS,
  generateRecordId,
  transitionRescheduleRequest,
  transitionScoreReport,
  type RescheduleState,
  type RescheduleTrigger,
  type ReportActor,
  type ReportFlags,
  type ReportSnapshot,
  type ReportTransitionAccepted,
  type ReportTransitionInput,
  type ReportTransitionResult,
  type ScoreReportState,
  type ScoreReportTrigger,
} from '@castline/domain';
import { ReportEntity } from './report.entity.js';
import { ReportRepository } from './report.repository.js';
import { ReportQueueService } from './report-queue.service.js';
import { MatchEditRepository } from '../matches/match-edit.repository.js';
import type { MatchEntity } from '../matches/match.entity.js';
import { RecordProjection } from '../projection/record-projection.service.js';

export type ReportType = 'score' | 'reschedule';

/** The internal automation as a report caller (RULES (0) AUTO: apply, supersede; never reachable over HTTP). */
export const AUTO: ReportActor = { kind: 'auto', playerId: null, teamId: null };

/** The machines' view of a stored report (or "no linked report"). */
export function toSnapshot(report: ReportEntity | null): ReportSnapshot<string> {
  if (!report) return { ...NO_REPORT };
  return {
    state: report.state,
    team: report.team[0] ?? null,
    data: report.data,
    countered_data: report.countered_data,
    ...flagsOf(report),
  };
}

/** The b.2 / b.3 flags of a report or snapshot (a copy). */
function flagsOf(source: Readonly<ReportFlags>): ReportFlags {
  return Object.fromEntries(REPORT_FLAGS.map((flag) => [flag, source[flag]])) as ReportFlags;
}

/** Runs the machine of the report's type (RULES b.2 or b.3): the one place a service asks for a transition. */
export function transitionReport(
  type: ReportType,
  input: ReportTransitionInput<string, string>,
): ReportTransitionResult<string> {
  return type === 'score'
    ? transitionScoreReport(input as ReportTransitionInput<ScoreReportState, ScoreReportTrigger>)
    : transitionRescheduleRequest(
        input as ReportTransitionInput<RescheduleState, RescheduleTrigger>,
      );
}

/** What one accepted transition persists. */
export interface PersistInput {
  /** The match row (locked by the caller); its reports / report_history are kept in step in memory. */
  readonly match: MatchEntity;
  readonly type: ReportType;
  /** The linked report the transition ran on; null when the transition creates one (submit). */
  readonly report: ReportEntity | null;
  /** On submit: the linked closed report the new one replaces (its link moves to report_history). */
  readonly previous: ReportEntity | null;
  readonly result: ReportTransitionAccepted<string>;
  readonly actor: ReportActor;
  /**
   * False to leave the staff queue to a later persist of the same unit of work (apply writes the match, which
   * takes bracket locks, before its last persist: the queue's lock then comes last, as in every other writer).
   */
  readonly recomputeQueue?: boolean;
}

/**
 * Persists accepted transitions of the report machines (RULES b.2, b.3) in the caller's transaction: the report row
 * (created on submit), its append-only log (b.6), the match's reports / report_history links, the report and match
 * records, the report.evt.*.v1 event through the outbox (b.7) and the event's staff queue.
 */
@Injectable()
export class ReportWriter {
  constructor(
    private readonly repository: ReportRepository,
    private readonly matches: MatchEditRepository,
    private readonly projection: RecordProjection,
    private readonly queue: ReportQueueService,
    private readonly store: RecordStore,
  ) {}

  async persist(manager: EntityManager, input: PersistInput): Promise<ReportEntity> {
    const { match, result } = input;
    const next = result.report;
    const entity = input.result.isNewReport || !input.report ? new ReportEntity() : input.report;
    if (input.result.isNewReport || !input.report) {
      Object.assign(entity, {
        id: generateRecordId((n) => randomBytes(n)),
        type: input.type,
        match: [match.id],
        player: input.actor.playerId ? [input.actor.playerId] : [],
        log: [],
      });
    }
    Object.assign(entity, {
      state: next.state,
      team: next.team ? [next.team] : [],
      data: next.data ?? null,
      countered_data: next.countered_data ?? null,
      ...flagsOf(next),
      log: [...entity.log, result.logEntry],
    });
    if (result.isNewReport) await this.repository.insert(manager, entity);
    else await this.repository.update(manager, entity);

    await this.relink(manager, match, {
      add: result.isNewReport ? entity.id : null,
      archive: [
        ...(result.shouldArchivePrevious && input.previous ? [input.previous.id] : []),
        ...(result.shouldArchive ? [entity.id] : []),
      ],
    });
    await this.projection.project(manager, 'report', [entity]);
    await this.emit(manager, result.event, {
      report: entity.id,
      match: match.id,
      event: match.event[0] ?? null,
      type: input.type,
      state: entity.state as ReportEventPayload['state'],
      key: result.logEntry.key,
      actor: {
        player: input.actor.playerId,
        team: result.logEntry.team,
        staff: result.logEntry.staff,
      },
      at: result.logEntry.at,
    });
    if (input.recomputeQueue !== false) await this.queue.recompute(manager, match.event);
    return entity;
  }

  /**
   * The match's links: `add` joins reports, `archive` move from reports to report_history (RULES b.2, b.3); the
   * match row and record are written only when a link changed.
   */
  async relink(
    manager: EntityManager,
    match: MatchEntity,
    change: { add?: string | null; archive: readonly string[] },
  ): Promise<void> {
    const archived = new Set(change.archive);
    const reports = [...match.reports, ...(change.add ? [change.add] : [])].filter(
      (id) => !archived.has(id),
    );
    const history = [
      ...match.report_history,
      ...change.archive.filter((id) => !match.report_history.includes(id)),
    ];
    if (reports.join() === match.reports.join() && history.join() === match.report_history.join())
      return;
    await this.matches.update(manager, match.id, { reports, report_history: history });
    match.reports = reports;
    match.report_history = history;
    await this.projection.project(manager, 'match', [match]);
  }

  /** report.evt.apply-failed.v1 (RULES b.5): apply wrote nothing; the report keeps its state; staff are alerted. */
  async emitApplyFailed(
    manager: EntityManager,
    match: MatchEntity,
    report: { id: string; type: ReportType; state: string },
    reason: string,
    at: number,
  ): Promise<void> {
    await this.emit(manager, 'report.evt.apply-failed.v1', {
      report: report.id,
      match: match.id,
      event: match.event[0] ?? null,
      type: report.type,
      state: report.state as ReportEventPayload['state'],
      key: 'apply_failed',
      actor: { player: null, team: null, staff: false },
      at,
      reason: reason.slice(0, 1000),
    });
  }

  /** A report event through the outbox onto DOMAIN_EVENTS; the aggregate is the report (ordered per report). */
  private async emit(
    manager: EntityManager,
    subject: string,
    payload: ReportEventPayload,
  ): Promise<void> {
    await this.store.emit(
      manager,
      subject,
      ReportEventPayloadSchema.parse(payload),
      payload.report,
    );
  }
}
