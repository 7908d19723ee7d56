import { Injectable } from '@nestjs/common';
import {
  CodedError,
  ResolveEntireBracketBodySchema,
  SERVER_TEXT,
  type Actor,
  type ResolveEntireBracketResult,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { canResolveBracket } from '@castline/domain';
import { ResultEffectsService } from '../matches/result-effects.service.js';
import { DerivedRecordsService } from '../derived/derived-records.service.js';
import { CrewRepository } from '../crew/crew.repository.js';
import { BracketResolveService } from './bracket-resolve.service.js';

export const RESOLVE_BRACKET_TEXT = {
  unknownBracket: 'That bracket does not exist.',
} as const;

/**
 * actions/resolve-entire-bracket (broadcast §6, §7; RULES (a), c.7, c.8): the automatic resolver run on demand, in
 * one transaction: the bracket under its lock (BracketResolveService.resolve), the cascade into other brackets of
 * the matches it changed (as the automatic run does), the standings of the bracket's events and the match
 * collections when a match changed, one audit row. Answers the resolver's hasError and message.
 */
@Injectable()
export class ResolveEntireBracketService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: CrewRepository,
    private readonly brackets: BracketResolveService,
    private readonly effects: ResultEffectsService,
    private readonly derived: DerivedRecordsService,
    private readonly store: RecordStore,
  ) {}

  async resolveEntireBracket(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<ResolveEntireBracketResult> {
    const body = parseBody(ResolveEntireBracketBodySchema, rawBody);
    const action = 'resolve-entire-bracket';
    const context = { actor: actor.player_id, action, body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager) => {
      const bracket = await this.repository.findBracket(manager, body.bracketID);
      if (!bracket) throw new CodedError('NOT_FOUND', RESOLVE_BRACKET_TEXT.unknownBracket);
      const events = await this.repository.findEvents(manager, bracket.events);
      const relationships = await this.repository.findActorRelationships(
        manager,
        actor.player_id,
        bracket.ordered_matches,
        bracket.events,
      );
      const permission = { events, ordered_matches: bracket.ordered_matches };
      if (!canResolveBracket(actor, permission, relationships)) {
        throw new CodedError('FORBIDDEN', SERVER_TEXT.noBracketPermission);
      }
      const result = await this.brackets.resolve(manager, bracket.id);
      if (!result) throw new CodedError('NOT_FOUND', RESOLVE_BRACKET_TEXT.unknownBracket);
      if (result.changedMatchIds.length > 0) {
        // The automatic run's cascade: brackets of the changed matches (this one resolves to no change again).
        for (const id of result.changedMatchIds) await this.brackets.resolveForMatch(manager, id);
        for (const eventId of bracket.events)
          await this.effects.recomputeStandings(manager, eventId);
        await this.derived.recompute(manager, ['upcoming', 'live', 'streams']);
      }
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action,
          recordId: bracket.id,
          changed: {
            matches: result.changedMatchIds,
            hasError: result.hasError,
            message: result.message,
          },
        },
      ]);
      return { hasError: result.hasError, message: result.message };
    });
  }
}
