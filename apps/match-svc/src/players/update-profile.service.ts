import { Injectable } from '@nestjs/common';
import {
  CodedError,
  SERVER_TEXT,
  UpdateProfileDataBodySchema,
  type Actor,
  type UpdateProfileDataResult,
} from '@castline/contracts';
import { RecordStore, UnitOfWork, parseBody } from '@castline/nest-kit';
import { RecordProjection } from '../projection/record-projection.service.js';
import { PlayersRepository } from './players.repository.js';
import { canEditProfile } from '@castline/domain';
import { planProfileUpdate } from './plan-profile-update.js';

/** Refusal of this use case that the specs leave unnamed († copy). */
export const UPDATE_PROFILE_TEXT = {
  noPlayer: 'Your player record does not exist.',
} as const;

/**
 * actions/update-profile-data (public-site §2 "Profile page", §5, §6; RULES (a)): the actor edits their own
 * Player's pronouns, pronunciation, role, favourite hero and profile picture theme. 'No profile editing' refuses
 * with the spec text; invalid values are rejected with their messages. One transaction: the player row, its
 * record (so the player page updates live through the outbox) and an audit row. A refused call writes nothing.
 */
@Injectable()
export class UpdateProfileService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly players: PlayersRepository,
    private readonly projection: RecordProjection,
    private readonly store: RecordStore,
  ) {}

  async updateProfileData(
    actor: Actor,
    rawBody: unknown,
    idempotencyKey?: string,
  ): Promise<UpdateProfileDataResult> {
    const body = parseBody(UpdateProfileDataBodySchema, rawBody);
    // The body names no player: the target is always the actor's own Player (RULES (a)).
    if (!canEditProfile(actor, actor.player_id))
      throw new CodedError('FORBIDDEN', SERVER_TEXT.profileRestricted);
    const data = body.profileData;
    const context = { actor: actor.player_id, action: 'update-profile-data', body, idempotencyKey };
    return this.unitOfWork.runAction(context, async (manager): Promise<UpdateProfileDataResult> => {
      const player = await this.players.lockPlayer(manager, actor.player_id);
      if (!player) throw new CodedError('NOT_FOUND', UPDATE_PROFILE_TEXT.noPlayer);
      const heroIds = data.favourite_hero ? [data.favourite_hero] : [];
      const refs = await this.players.loadProfileReferences(manager, player, heroIds);
      const plan = planProfileUpdate(player, data, refs);
      if (!plan.ok)
        throw new CodedError('BAD_REQUEST', plan.messages.join(' '), { errors: plan.messages });
      if (plan.changed.length === 0) return { player: player.id, changed: [] };
      await this.players.updateProfile(manager, player.id, plan.changes);
      await this.projection.project(manager, 'player', [Object.assign(player, plan.changes)]);
      await this.store.audit(manager, [
        {
          actor: actor.player_id,
          action: 'update-profile-data',
          recordId: player.id,
          changed: Object.fromEntries(plan.changed.map((field) => [field, data[field] ?? null])),
        },
      ]);
      return { player: player.id, changed: plan.changed };
    });
  }
}
