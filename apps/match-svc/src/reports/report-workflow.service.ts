import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CodedError,
  SERVER_TEXT,
  type Actor,
  type ErrorCode,
  type ReportActionResult,
} from '@castline/contracts';
import {
  LOGGER,
  RecordStore,
  UnitOfWork,
  isRetryableTransactionError,
  type Logger,
} from '@castline/nest-kit';
import {
  isMatchStaff,
  isTeamMember,
  readReportSettings,
  type ReportActor,
  type ReportSettings,
  type ReportSwitches,
} from '@castline/domain';
import { MatchEditRepository, type MatchEditContext } from '../matches/match-edit.repository.js';
import { Clock } from '../derived/clock.js';
import type { ReportEntity } from './report.entity.js';
import { ReportRepository } from './report.repository.js';
import {
  AUTO,
  ReportWriter,
  toSnapshot,
  transitionReport,
  type ReportType,
} from './report-writer.service.js';

/** Texts of the report workflow the machines do not own († new copy, RULES.md conventions). */
export const REPORT_TEXT = {
  unknownMatch: 'That match does not exist.',
  applyFailed: (reason: string) => `This could not be applied, so nothing changed: ${reason}`,
  applyError: 'The result could not be written because of a server error.',
} as const;

const SAVEPOINT = 'report_apply';

const TEAM_SIDE_REFUSALS: ReadonlySet<string> = new Set(['not-opponent', 'not-submitting-team']);

const STATUS_CODE: Record<403 | 409 | 422, ErrorCode> = {
  403: 'FORBIDDEN',
  409: 'CONFLICT',
  422: 'PRECONDITION_FAILED',
};

/** Everything one report action needs beside the shared steps. */
export interface ReportRun {
  readonly actor: Actor;
  /** The action name (audit, idempotency). */
  readonly action: string;
  readonly body: { matchID: string };
  readonly idempotencyKey: string | undefined;
  readonly type: ReportType;
  /** The machine trigger (RULES b.2 / b.3). */
  readonly trigger: string;
  /** Who may call: a team member of the match (TM) or staff of the match (ST), RULES (a). */
  readonly caller: 'team' | 'staff';
  /** The submitted data (submit, counter): built from the locked match. */
  readonly data?: (ctx: MatchEditContext) => unknown;
  /** Match preconditions checked before the machine (RULES (a): the match is not complete, ...). */
  readonly precondition?: (ctx: MatchEditContext) => void;
  /** The body rules (RULES (a)), run once the machine accepted the trigger: a CodedError refuses. */
  readonly checkBody?: (
    manager: EntityManager,
    ctx: MatchEditContext,
    settings: ReportSettings,
    data: unknown,
  ) => Promise<void>;
  /** Apply (b.5) of this report type. */
  readonly apply: ReportApply;
  /** The toast of the answer. */
  readonly message: (state: string, applied: boolean) => string;
}

/** Apply (RULES b.5) of one report type, in the caller's transaction. */
export interface ReportApply {
  /**
   * b.5 reschedule: a request whose match start moved meanwhile is superseded instead of applied. Null = apply.
   */
  readonly isStale?: (ctx: MatchEditContext, data: unknown) => boolean;
  /** Re-validation: a CodedError says why apply fails. */
  readonly revalidate: (
    manager: EntityManager,
    ctx: MatchEditContext,
    settings: ReportSettings,
    data: unknown,
    team: string | null,
  ) => Promise<void>;
  /** The writes of apply as AUTO (map data, match data and their effects). */
  readonly write: (manager: EntityManager, ctx: MatchEditContext, data: unknown) => Promise<void>;
}

type Outcome =
  { kind: 'done'; answer: ReportActionResult } | { kind: 'apply-failed'; reason: string };

/**
 * The shared steps of the seven report actions' transitions (RULES (a), (b)), in one unit of work: lock the match
 * (then its reports), authorize (TM / ST), run the pure machine, check the body rules, persist the transition
 * (ReportWriter), and when the b.4 formula holds, apply (b.5) inside a savepoint: every write of apply and the
 * Applied state together, or nothing of them (the report keeps its state and report.evt.apply-failed.v1 alerts
 * staff; the caller gets the reason). Two presses on one report run one after the other on the match row lock;
 * the second sees the first's state, so exactly one wins and apply runs at most once.
 */
@Injectable()
export class ReportWorkflowService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: MatchEditRepository,
    private readonly repository: ReportRepository,
    private readonly writer: ReportWriter,
    private readonly store: RecordStore,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run(run: ReportRun): Promise<ReportActionResult> {
    const context = {
      actor: run.actor.player_id,
      action: run.action,
      body: run.body,
      idempotencyKey: run.idempotencyKey,
    };
    const outcome = await this.unitOfWork.runAction(context, (manager) =>
      this.transition(manager, run),
    );
    if (outcome.kind === 'apply-failed')
      throw new CodedError('PRECONDITION_FAILED', REPORT_TEXT.applyFailed(outcome.reason));
    return outcome.answer;
  }

  /** The match locked for a report action (NOT_FOUND when it does not exist). */
  async loadMatch(
    manager: EntityManager,
    matchId: string,
    actorId: string,
  ): Promise<MatchEditContext> {
    const ctx = await this.matches.loadForEdit(manager, matchId, actorId);
    if (!ctx) throw new CodedError('NOT_FOUND', REPORT_TEXT.unknownMatch);
    return ctx;
  }

  private async transition(manager: EntityManager, run: ReportRun): Promise<Outcome> {
    const ctx = await this.loadMatch(manager, run.body.matchID, run.actor.player_id);
    const linked = (await this.repository.lockReports(manager, ctx.match.reports))
      .filter((r) => r.type === run.type)
      .sort((a, b) => ctx.match.reports.indexOf(a.id) - ctx.match.reports.indexOf(b.id))
      .at(-1);
    const report = linked ?? null;
    const actor = this.callerOf(run, ctx, report);
    run.precondition?.(ctx);
    const settings = readReportSettings(ctx.event?.blocks);
    const switches: ReportSwitches = run.type === 'score' ? settings.score : settings.rescheduling;
    const data = run.data?.(ctx);
    const at = this.clock.now();
    const ask = (caller: ReportActor) =>
      transitionReport(run.type, {
        report: toSnapshot(report),
        trigger: run.trigger,
        actor: caller,
        switches,
        at,
        ...(data === undefined ? {} : { data }),
      });
    let result = ask(actor);
    // With no linked report a team member is neither side yet: the machine answers for the side its row takes
    // (so approving nothing is 'no open report', not 'only the opposing team').
    if (!result.ok && !report && TEAM_SIDE_REFUSALS.has(result.code)) {
      const other = actor.kind === 'submitting-team' ? 'opponent-team' : 'submitting-team';
      result = ask({ ...actor, kind: other });
    }
    if (!result.ok) throw new CodedError(STATUS_CODE[result.status], result.text);
    if (run.checkBody) await run.checkBody(manager, ctx, settings, data);

    const previous = result.isNewReport ? report : null;
    const base = { match: ctx.match, type: run.type, previous, actor };
    let entity: ReportEntity;
    let applied = false;
    if (!result.shouldApply) {
      entity = await this.writer.persist(manager, {
        ...base,
        report: result.isNewReport ? null : report,
        result,
      });
    } else if (report && !result.isNewReport && run.apply.isStale?.(ctx, result.report.data)) {
      // b.5 reschedule: the start moved since the request; it no longer applies.
      const superseded = transitionReport(run.type, {
        report: toSnapshot(report),
        trigger: 'supersede',
        actor: AUTO,
        switches,
        at,
      });
      if (!superseded.ok) throw new CodedError(STATUS_CODE[superseded.status], superseded.text);
      entity = await this.writer.persist(manager, {
        ...base,
        actor: AUTO,
        report,
        result: superseded,
      });
    } else {
      const before = report && !result.isNewReport ? { id: report.id, state: report.state } : null;
      const outcome = await this.apply(manager, run, ctx, settings, switches, {
        ...base,
        report: result.isNewReport ? null : report,
        result,
      });
      if ('failed' in outcome) {
        // A new report that cannot be applied was never stored: a plain refusal, nothing written.
        if (!before) throw new CodedError('PRECONDITION_FAILED', outcome.failed);
        await this.writer.emitApplyFailed(
          manager,
          ctx.match,
          { ...before, type: run.type },
          outcome.failed,
          at,
        );
        return { kind: 'apply-failed', reason: outcome.failed };
      }
      entity = outcome.report;
      applied = true;
    }
    await this.store.audit(manager, [
      {
        actor: run.actor.player_id,
        action: run.action,
        recordId: entity.id,
        changed: {
          match: ctx.match.id,
          from: result.from,
          state: entity.state,
          key: result.logEntry.key,
          applied,
        },
      },
    ]);
    return {
      kind: 'done',
      answer: {
        report: entity.id,
        match: ctx.match.id,
        state: entity.state as ReportActionResult['state'],
        applied,
        message: run.message(entity.state, applied),
      },
    };
  }

  /**
   * Apply (RULES b.5) in a savepoint: re-validate, persist the transition (Applied), write the data as AUTO with
   * its effects, then the `apply-succeeded` row (approved, log `applied`, its event). Any failure rolls all of it
   * back to the savepoint and answers why; a deadlock or serialization failure is rethrown (the whole unit of work
   * runs again).
   */
  private async apply(
    manager: EntityManager,
    run: ReportRun,
    ctx: MatchEditContext,
    settings: ReportSettings,
    switches: ReportSwitches,
    input: Parameters<ReportWriter['persist']>[1],
  ): Promise<{ report: ReportEntity } | { failed: string }> {
    const data = input.result.report.data;
    await manager.query(`SAVEPOINT ${SAVEPOINT}`);
    try {
      await run.apply.revalidate(manager, ctx, settings, data, input.result.report.team);
      const entity = await this.writer.persist(manager, { ...input, recomputeQueue: false });
      await run.apply.write(manager, ctx, data);
      const done = transitionReport(run.type, {
        report: toSnapshot(entity),
        trigger: 'apply-succeeded',
        actor: AUTO,
        switches,
        at: this.clock.now(),
      });
      if (!done.ok) throw new CodedError(STATUS_CODE[done.status], done.text);
      await this.writer.persist(manager, {
        match: ctx.match,
        type: run.type,
        report: entity,
        previous: null,
        result: done,
        actor: AUTO,
      });
      await manager.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
      return { report: entity };
    } catch (error) {
      // A deadlock or serialization failure runs the whole unit of work again: never a failed apply.
      if (isRetryableTransactionError(error)) throw error;
      await manager.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      if (error instanceof CodedError) return { failed: error.message };
      this.logger.error({ err: String(error), match: ctx.match.id }, 'report apply failed');
      return { failed: REPORT_TEXT.applyError };
    }
  }

  /** The caller relative to the report (RULES (0) TM / ST); a refusal is 403 with the RULES text. */
  private callerOf(
    run: ReportRun,
    ctx: MatchEditContext,
    report: ReportEntity | null,
  ): ReportActor {
    const playerId = run.actor.player_id;
    if (run.caller === 'staff') {
      if (!isMatchStaff(run.actor, ctx.permissionMatch))
        throw new CodedError('FORBIDDEN', SERVER_TEXT.onlyEventStaff);
      return { kind: 'staff', playerId, teamId: null };
    }
    // A member of both teams cannot report on the match (RULES (0) "Submitting team / opponent").
    const mine = ctx.permissionMatch.teams.filter((team) => isTeamMember(playerId, team));
    const team = mine.length === 1 ? mine[0] : undefined;
    if (!team) throw new CodedError('FORBIDDEN', SERVER_TEXT.notOnTeam);
    const submitting = report?.team[0] ?? null;
    return {
      kind: submitting === null || submitting === team.id ? 'submitting-team' : 'opponent-team',
      playerId,
      teamId: team.id,
    };
  }
}
