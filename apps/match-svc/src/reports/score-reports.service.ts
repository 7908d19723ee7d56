import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ApproveScoreReportBodySchema,
  CodedError,
  ScoreReportDataSchema,
  StaffApproveScoreReportBodySchema,
  SubmitScoreReportBodySchema,
  type Actor,
  type ReportActionResult,
  type ScoreReportData,
} from '@castline/contracts';
import { parseBody } from '@castline/nest-kit';
import {
  getGameProfile,
  isMatchComplete,
  scoreReportSwitches,
  validateScoreReportData,
  type ReportSettings,
} from '@castline/domain';
import type { MatchEditContext } from '../matches/match-edit.repository.js';
import { MatchMapsService } from '../matches/match-maps.service.js';
import { definedFields } from '../matches/match-maps.repository.js';
import { MatchDataService } from '../matches/match-data.service.js';
import { ReportWorkflowService, type ReportApply } from './report-workflow.service.js';

/** Refusals and toasts of the score-report actions ('Score report submitted' is the spec's; the rest new copy †). */
export const SCORE_REPORT_TEXT = {
  submitted: 'Score report submitted',
  needsTwoTeams: 'This match needs two teams before a score can be reported.',
  complete: 'This match is already complete.',
  teamsChanged: 'The teams of this match changed after the report was submitted.',
  invalidData: 'The report data is no longer valid.',
  approve: {
    approve: 'Score report approved',
    'counter-approve': 'Counter report accepted',
    'counter-deny': 'Counter report rejected. Staff will decide.',
  },
  staff: {
    'pre-approve': 'Score report pre-approved',
    approve: 'Score report approved',
    'force-approve': 'Score report force approved',
    'force-counter-approve': 'Counter report force approved',
    deny: 'Score report denied',
    delete: 'Score report deleted',
  },
  applied: 'The score report was applied to the match',
} as const;

const STAFF_TRIGGER = {
  'pre-approve': 'staff-pre-approve',
  approve: 'staff-approve',
  'force-approve': 'staff-force-approve',
  'force-counter-approve': 'staff-force-counter-approve',
  deny: 'staff-deny',
  delete: 'staff-delete',
} as const;

/**
 * actions/submit-score-report, approve-score-report and staff-approve-score-report (RULES (a), b.2): the body rules
 * of a report and apply (b.5) through the update-map-data and update-match-data writes as AUTO.
 */
@Injectable()
export class ScoreReportsService {
  constructor(
    private readonly workflow: ReportWorkflowService,
    private readonly maps: MatchMapsService,
    private readonly matchData: MatchDataService,
  ) {}

  private readonly applyScore: ReportApply = {
    revalidate: async (manager, ctx, settings, data, team) => {
      const parsed = ScoreReportDataSchema.safeParse(data);
      if (!parsed.success)
        throw new CodedError('PRECONDITION_FAILED', SCORE_REPORT_TEXT.invalidData);
      if (team === null || !ctx.match.teams.includes(team))
        throw new CodedError('PRECONDITION_FAILED', SCORE_REPORT_TEXT.teamsChanged);
      await this.checkReport(manager, ctx, settings, parsed.data);
    },
    write: async (manager, ctx, data) => {
      const { mapData, matchData } = ScoreReportDataSchema.parse(data);
      await this.maps.writeMapData(manager, ctx, mapData.map(definedFields));
      const { start, score_1, score_2, forfeit, forfeit_reason } = matchData;
      await this.matchData.writeMatchData(manager, ctx, {
        score_1,
        score_2,
        ...(start === undefined ? {} : { start }),
        ...(forfeit === undefined ? {} : { forfeit }),
        ...(forfeit_reason === undefined ? {} : { forfeit_reason }),
      });
    },
  };

  async submit(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ReportActionResult> {
    const body = parseBody(SubmitScoreReportBodySchema, rawBody);
    return this.workflow.run({
      actor,
      action: 'submit-score-report',
      body,
      idempotencyKey,
      type: 'score',
      trigger: body.action,
      caller: 'team',
      data: () => body.reportData,
      precondition: (ctx) => this.checkMatch(ctx),
      checkBody: (manager, ctx, settings) =>
        this.checkReport(manager, ctx, settings, body.reportData),
      apply: this.applyScore,
      message: () => SCORE_REPORT_TEXT.submitted,
    });
  }

  async approve(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ReportActionResult> {
    const body = parseBody(ApproveScoreReportBodySchema, rawBody);
    return this.workflow.run({
      actor,
      action: 'approve-score-report',
      body,
      idempotencyKey,
      type: 'score',
      trigger: body.action,
      caller: 'team',
      apply: this.applyScore,
      message: (_, applied) =>
        applied ? SCORE_REPORT_TEXT.applied : SCORE_REPORT_TEXT.approve[body.action],
    });
  }

  async staffApprove(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ReportActionResult> {
    const body = parseBody(StaffApproveScoreReportBodySchema, rawBody);
    return this.workflow.run({
      actor,
      action: 'staff-approve-score-report',
      body,
      idempotencyKey,
      type: 'score',
      trigger: STAFF_TRIGGER[body.action],
      caller: 'staff',
      apply: this.applyScore,
      message: (_, applied) =>
        applied ? SCORE_REPORT_TEXT.applied : SCORE_REPORT_TEXT.staff[body.action],
    });
  }

  /** RULES (a) submit-score-report preconditions: the match has two teams and is not complete. */
  private checkMatch(ctx: MatchEditContext): [string, string] {
    const [team1, team2] = ctx.match.teams;
    if (!team1 || !team2 || ctx.match.teams.length !== 2)
      throw new CodedError('PRECONDITION_FAILED', SCORE_REPORT_TEXT.needsTwoTeams);
    if (isMatchComplete(ctx.match))
      throw new CodedError('PRECONDITION_FAILED', SCORE_REPORT_TEXT.complete);
    return [team1, team2];
  }

  /**
   * RULES (a) submit-score-report body rules against the locked match (also apply's re-validation, b.5): the
   * match has two teams and is not complete, then validateScoreReportData (scores that finish the match,
   * forfeits only where allowed, the update-map-data rules, the event's map pool, draws, hero picks and bans per
   * the game profile and the event's switches, map wins equal to the scores), its context filled from the database.
   */
  private async checkReport(
    manager: EntityManager,
    ctx: MatchEditContext,
    settings: ReportSettings,
    data: ScoreReportData,
  ): Promise<void> {
    const [team1, team2] = this.checkMatch(ctx);
    const m = ctx.match;
    const loaded = await this.maps.loadMaps(manager, ctx);
    const pool = new Set(ctx.event?.map_pool ?? []);
    const maps = [...loaded.catalog.mapData.values()]
      .filter((map) => pool.size === 0 || pool.has(map.id))
      .map(({ id, name, game, type }) => ({ id, name, game, type }));
    const problem = validateScoreReportData(
      { mapData: data.mapData.map(definedFields), matchData: data.matchData },
      {
        firstTo: m.first_to,
        teamIds: [team1, team2],
        game: m.game,
        profile: getGameProfile(m.game),
        pickBanOrder: m.pick_ban_order,
        maps,
        mapsFromPool: pool.size > 0,
        heroes: [...loaded.catalog.heroIds].map((id) => ({ id, game: m.game })),
        existingMaps: loaded.maps,
        switches: scoreReportSwitches(settings),
      },
    );
    if (problem) throw new CodedError('BAD_REQUEST', problem);
  }
}
