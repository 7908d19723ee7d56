import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CodedError,
  SERVER_TEXT,
  UpdateMatchDataBodySchema,
  type Actor,
  type UpdateMatchDataBody,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { hasMatchEditRights } from '@castline/domain';
import { MatchEditRepository, type MatchEditContext } from './match-edit.repository.js';
import type { MatchEntity } from './match.entity.js';
import { RecordProjection } from '../projection/record-projection.service.js';
import { DerivedRecordsService } from '../derived/derived-records.service.js';
import { ResultEffectsService } from './result-effects.service.js';
import { ReportSupersedeService } from '../reports/report-supersede.service.js';

type Updated = UpdateMatchDataBody['updatedData'];
const RESULT_FIELDS = new Set(['score_1', 'score_2', 'forfeit']);

/** actions/update-match-data (broadcast §7, RULES (a)): ME on the match; one transaction with its outbox rows. */
@Injectable()
export class MatchDataService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: MatchEditRepository,
    private readonly projection: RecordProjection,
    private readonly derived: DerivedRecordsService,
    private readonly effects: ResultEffectsService,
    private readonly store: RecordStore,
    private readonly supersede: ReportSupersedeService,
  ) {}

  async updateMatchData(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<{ match: string; changed: string[] }> {
    const body = parseBody(UpdateMatchDataBodySchema, rawBody);
    const context = { actor: actor.player_id, action: 'update-match-data', body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const ctx = await this.repository.loadForEdit(manager, body.matchID, actor.player_id);
      if (!ctx) throw new CodedError('NOT_FOUND', 'That match does not exist.');
      if (!hasMatchEditRights(actor, ctx.permissionMatch, ctx.relationships)) {
        throw new CodedError('FORBIDDEN', SERVER_TEXT.noMatchPermission);
      }
      const changed = await this.writeMatchData(manager, ctx, body.updatedData, {
        actor: actor.player_id,
        action: 'update-match-data',
      });
      return { match: ctx.match.id, changed };
    });
  }

  /**
   * The update-match-data write inside the caller's transaction, for a caller that has authorized it (an actor
   * with ME, or AUTO applying a report, RULES b.5): checks the body rules against the match (400), writes the
   * changed columns and the record, runs the result-change effects on a score or forfeit change (bracket resolve,
   * standings, superseding an open score report once the match is complete) and, on a start change, supersedes an
   * open reschedule request (RULES b.3 row 10); then upcoming-matches. Returns the changed fields; with `audit`, the
   * audit row of the change is written too (the changed fields with their new values).
   */
  async writeMatchData(
    manager: EntityManager,
    ctx: MatchEditContext,
    data: Updated,
    audit?: { actor: string; action: string },
  ): Promise<string[]> {
    const { changed, columns } = this.apply(ctx, data);
    if (changed.length === 0) return changed;
    if (audit) {
      await this.store.audit(manager, [
        {
          ...audit,
          recordId: ctx.match.id,
          changed: Object.fromEntries(changed.map((f) => [f, data[f as keyof Updated] ?? null])),
        },
      ]);
    }
    // The row, the record and the audit row go to Postgres in one statement.
    this.repository.updateBeforeProjection(manager, ctx.match.id, columns);
    await this.projection.project(manager, 'match', [ctx.match]);
    if (changed.some((f) => RESULT_FIELDS.has(f)))
      await this.effects.onResultChange(manager, ctx.match);
    if (changed.includes('start')) await this.supersede.onStartChange(manager, ctx.match);
    // upcoming-matches depends on start and the result (RULES (k)); other fields change no collection
    if (changed.some((f) => f === 'start' || RESULT_FIELDS.has(f)))
      await this.derived.recompute(manager, ['upcoming', 'streams']);
    return changed;
  }

  /** Validates the update against the match (RULES (a) body rules) and applies it; returns changed fields. */
  private apply(
    ctx: MatchEditContext,
    data: Updated,
  ): { changed: string[]; columns: Record<string, unknown> } {
    const m = ctx.match;
    const firstTo = m.first_to ?? 0;
    const score1 = data.score_1 ?? m.score_1 ?? 0;
    const score2 = data.score_2 ?? m.score_2 ?? 0;
    const forfeit = data.forfeit ?? m.forfeit;
    if (data.score_1 !== undefined || data.score_2 !== undefined || data.forfeit !== undefined) {
      if (firstTo <= 0)
        throw new CodedError(
          'BAD_REQUEST',
          'This match has no first_to, so it cannot take a score.',
        );
      if (score1 > firstTo || score2 > firstTo) {
        throw new CodedError('BAD_REQUEST', `Scores must be between 0 and ${firstTo}.`);
      }
      if (score1 === firstTo && score2 === firstTo) {
        throw new CodedError('BAD_REQUEST', `Both scores cannot be ${firstTo}.`);
      }
      if (
        forfeit &&
        !((score1 === firstTo && score2 === 0) || (score2 === firstTo && score1 === 0))
      ) {
        throw new CodedError(
          'BAD_REQUEST',
          `A forfeit needs one score at ${firstTo} and the other at 0.`,
        );
      }
    }
    if (data.mvpPlayerID) {
      const rosters = new Set(ctx.teams.flatMap((t) => t.players));
      if (!rosters.has(data.mvpPlayerID)) {
        throw new CodedError('BAD_REQUEST', 'The MVP must be a player on one of the two rosters.');
      }
    }
    const next: Partial<Record<keyof MatchEntity, unknown>> = {};
    if (data.score_1 !== undefined) next.score_1 = data.score_1;
    if (data.score_2 !== undefined) next.score_2 = data.score_2;
    if (data.forfeit !== undefined) next.forfeit = data.forfeit;
    if (data.forfeit_reason !== undefined) next.forfeit_reason = data.forfeit_reason || null;
    if (data.special_event !== undefined) next.special_event = data.special_event;
    if (data.custom_name !== undefined) next.custom_name = data.custom_name || null;
    if (data.vod !== undefined) next.vod = data.vod || null;
    if (data.vod_2 !== undefined) next.vod_2 = data.vod_2 || null;
    if (data.alternative_vod !== undefined) next.alternative_vod = data.alternative_vod || null;
    if (data.mvpPlayerID !== undefined) next.mvp = data.mvpPlayerID ? [data.mvpPlayerID] : [];
    if (data.start !== undefined) next.start = data.start ? new Date(data.start) : null;

    const changed: string[] = [];
    const columns: Record<string, unknown> = {};
    const record = m as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(next)) {
      if (!sameValue(record[field], value)) {
        record[field] = value;
        columns[field] = value;
        changed.push(field === 'mvp' ? 'mvpPlayerID' : field);
      }
    }
    return { changed, columns };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const time = (v: unknown) =>
      v instanceof Date ? v.getTime() : typeof v === 'string' ? new Date(v).getTime() : null;
    return time(a) === time(b);
  }
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => v === b[i]);
  return (a ?? null) === (b ?? null);
}
