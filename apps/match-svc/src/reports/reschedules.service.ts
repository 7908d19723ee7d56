import { Injectable } from '@nestjs/common';
import {
  ApproveMatchRescheduleBodySchema,
  CodedError,
  RescheduleDataSchema,
  SERVER_TEXT,
  SUBJECTS,
  SendRescheduleMessageBodySchema,
  StaffApproveMatchRescheduleBodySchema,
  SubmitMatchRescheduleBodySchema,
  TimeChangeAnnouncedEventSchema,
  type Actor,
  type ReportActionResult,
  type SendRescheduleMessageResult,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import {
  hasMatchEditRights,
  isMatchComplete,
  readReportSettings,
  resolveTimezoneSetting,
  validateMatchStartWindow,
} from '@castline/domain';
import type { MatchEditContext } from '../matches/match-edit.repository.js';
import { MatchDataService } from '../matches/match-data.service.js';
import { Clock } from '../derived/clock.js';
import { ReportWorkflowService, type ReportApply } from './report-workflow.service.js';

/** Refusals and toasts of the reschedule actions ('Reschedule message sent to Discord' is the spec's; rest †). */
export const RESCHEDULE_TEXT = {
  messageSent: 'Reschedule message sent to Discord',
  complete: 'This match is already complete.',
  sameStart: 'The new start is the same as the current start.',
  pastStart: 'The new start must be in the future.',
  notSavedStart: "The new time must be the match's saved start.",
  noTimeChannel: 'This event has no channel for match time changes.',
  invalidData: 'The request data is no longer valid.',
  submitted: 'Reschedule request submitted',
  approve: {
    approve: 'Reschedule request approved',
    deny: 'Reschedule request denied',
    withdraw: 'Reschedule request withdrawn',
  },
  staff: {
    'pre-approve': 'Reschedule request pre-approved',
    approve: 'Reschedule request approved',
    'force-approve': 'Reschedule request force approved',
    deny: 'Reschedule request denied. Rescheduling is locked for this match.',
    delete: 'Reschedule request deleted',
  },
  applied: 'The new match time was applied',
  superseded: 'The match time was changed another way, so this request no longer applies.',
} as const;

const STAFF_TRIGGER = {
  'pre-approve': 'staff-pre-approve',
  approve: 'staff-approve',
  'force-approve': 'staff-force-approve',
  deny: 'staff-deny',
  delete: 'staff-delete',
} as const;

const instant = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/** The event timezone the window bounds are written in (RULES (a) submit-match-reschedule). */
const eventTimeZone = (ctx: MatchEditContext): string =>
  resolveTimezoneSetting(ctx.event?.timezone ?? null, 'UTC');

/**
 * actions/submit-match-reschedule, approve-match-reschedule, staff-approve-match-reschedule (RULES (a), b.3) and
 * send-reschedule-message. Apply (b.5) writes start through the update-match-data write as AUTO.
 */
@Injectable()
export class ReschedulesService {
  constructor(
    private readonly workflow: ReportWorkflowService,
    private readonly matchData: MatchDataService,
    private readonly unitOfWork: UnitOfWork,
    private readonly store: RecordStore,
    private readonly clock: Clock,
  ) {}

  private readonly applyReschedule: ReportApply = {
    // b.5: the match start must still be the one the request replaces (otherwise the request is superseded).
    isStale: (ctx, data) => {
      const parsed = RescheduleDataSchema.safeParse(data);
      return parsed.success && instant(ctx.match.start) !== instant(parsed.data.previous_start);
    },
    revalidate: (_manager, ctx, _settings, data) => {
      const parsed = RescheduleDataSchema.safeParse(data);
      if (!parsed.success) throw new CodedError('PRECONDITION_FAILED', RESCHEDULE_TEXT.invalidData);
      this.checkWindow(ctx, new Date(parsed.data.start));
      return Promise.resolve();
    },
    write: async (manager, ctx, data) => {
      const { start } = RescheduleDataSchema.parse(data);
      await this.matchData.writeMatchData(manager, ctx, { start });
    },
  };

  async submit(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ReportActionResult> {
    const body = parseBody(SubmitMatchRescheduleBodySchema, rawBody);
    const start = new Date(body.start);
    return this.workflow.run({
      actor,
      action: 'submit-match-reschedule',
      body,
      idempotencyKey,
      type: 'reschedule',
      trigger: 'submit',
      caller: 'team',
      data: (ctx) => ({
        start: start.toISOString(),
        previous_start: ctx.match.start ? ctx.match.start.toISOString() : null,
      }),
      precondition: (ctx) => {
        if (isMatchComplete(ctx.match))
          throw new CodedError('PRECONDITION_FAILED', RESCHEDULE_TEXT.complete);
      },
      checkBody: (_manager, ctx) => {
        this.checkStart(ctx, start);
        return Promise.resolve();
      },
      apply: this.applyReschedule,
      message: (state, applied) => (applied ? RESCHEDULE_TEXT.applied : RESCHEDULE_TEXT.submitted),
    });
  }

  async approve(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ReportActionResult> {
    const body = parseBody(ApproveMatchRescheduleBodySchema, rawBody);
    return this.workflow.run({
      actor,
      action: 'approve-match-reschedule',
      body,
      idempotencyKey,
      type: 'reschedule',
      trigger: body.action,
      caller: 'team',
      apply: this.applyReschedule,
      message: (state, applied) =>
        this.message(state, applied, RESCHEDULE_TEXT.approve[body.action]),
    });
  }

  async staffApprove(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ReportActionResult> {
    const body = parseBody(StaffApproveMatchRescheduleBodySchema, rawBody);
    return this.workflow.run({
      actor,
      action: 'staff-approve-match-reschedule',
      body,
      idempotencyKey,
      type: 'reschedule',
      trigger: STAFF_TRIGGER[body.action],
      caller: 'staff',
      apply: this.applyReschedule,
      message: (state, applied) => this.message(state, applied, RESCHEDULE_TEXT.staff[body.action]),
    });
  }

  /**
   * actions/send-reschedule-message (broadcast §7, RULES (a)): ME on the match; newTime is the saved start; the
   * event has a matchTimeChanges channel. Writes an audit entry and `match.evt.time-change-announced.v1` (outbox).
   */
  async sendMessage(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<SendRescheduleMessageResult> {
    const body = parseBody(SendRescheduleMessageBodySchema, rawBody);
    const action = 'send-reschedule-message';
    const context = { actor: actor.player_id, action, body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.workflow.loadMatch(manager, body.matchID, actor.player_id);
      if (!hasMatchEditRights(actor, ctx.permissionMatch, ctx.relationships))
        throw new CodedError('FORBIDDEN', SERVER_TEXT.noMatchPermission);
      const start = ctx.match.start;
      if (!start || start.getTime() !== new Date(body.newTime).getTime())
        throw new CodedError('BAD_REQUEST', RESCHEDULE_TEXT.notSavedStart);
      if (!readReportSettings(ctx.event?.blocks).channels.matchTimeChanges)
        throw new CodedError('PRECONDITION_FAILED', RESCHEDULE_TEXT.noTimeChannel);
      const event = TimeChangeAnnouncedEventSchema.parse({
        match: ctx.match.id,
        event: ctx.match.event[0] ?? null,
        start: start.toISOString(),
        actor: { player: actor.player_id },
        at: this.clock.now(),
      });
      await this.store.emit(manager, SUBJECTS.timeChangeAnnounced, event, ctx.match.id);
      await this.store.audit(manager, [
        { actor: actor.player_id, action, recordId: ctx.match.id, changed: { start: event.start } },
      ]);
      return { match: ctx.match.id, message: RESCHEDULE_TEXT.messageSent };
    });
  }

  private message(state: string, applied: boolean, text: string): string {
    if (applied) return RESCHEDULE_TEXT.applied;
    return state === 'Superseded' ? RESCHEDULE_TEXT.superseded : text;
  }

  /** RULES (a) submit-match-reschedule start rules: a new start, in the future, the window. */
  private checkStart(ctx: MatchEditContext, start: Date): void {
    if (ctx.match.start && ctx.match.start.getTime() === start.getTime())
      throw new CodedError('BAD_REQUEST', RESCHEDULE_TEXT.sameStart);
    if (start.getTime() <= this.clock.now())
      throw new CodedError('BAD_REQUEST', RESCHEDULE_TEXT.pastStart);
    this.checkWindow(ctx, start);
  }

  /** [earliest_start, latest_start] in the event timezone and a multiple of 300 s (validateMatchStartWindow). */
  private checkWindow(ctx: MatchEditContext, start: Date): void {
    const window = validateMatchStartWindow({
      start,
      earliestTime: ctx.match.earliest_start,
      latestTime: ctx.match.latest_start,
      timeZone: eventTimeZone(ctx),
    });
    if (!window.valid) throw new CodedError('BAD_REQUEST', window.message);
  }
}
