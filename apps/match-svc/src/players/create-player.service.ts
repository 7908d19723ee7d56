import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CreatePlayerCommand, CreatePlayerReply } from '@castline/contracts';
import { LOGGER, RecordStore, UnitOfWork, type Logger } from '@castline/nest-kit';
import { generateRecordId } from '@castline/domain';
import { RecordProjection } from '../projection/record-projection.service.js';
import { DerivedRecordsService } from '../derived/derived-records.service.js';
import { PlayersRepository } from './players.repository.js';

/** The audit actor of Players created by the login flow (no user exists yet). */
export const CREATE_PLAYER_AUDIT_ACTOR = 'system:discord-login';

/**
 * `match.cmd.create-player` (accounts issue, RULES (h) Player.discord_id): the Player record of a Discord account
 * that has none, written like every other change (typed row, record, special:players, audit, outbox). Idempotent on
 * discord_id: the call is serialised per account and a second call answers the existing Player.
 */
@Injectable()
export class CreatePlayerService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly players: PlayersRepository,
    private readonly projection: RecordProjection,
    private readonly derived: DerivedRecordsService,
    private readonly store: RecordStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async createPlayer(command: CreatePlayerCommand): Promise<CreatePlayerReply> {
    const result = await this.unitOfWork.run(async (manager): Promise<CreatePlayerReply> => {
      await this.players.lockDiscordAccount(manager, command.discord_id);
      const existing = await this.players.findByDiscordId(manager, command.discord_id);
      if (existing) return { player_id: existing.id, created: false };
      const id = generateRecordId((size) => randomBytes(size));
      await this.players.insert(manager, {
        id,
        name: command.name,
        discord_id: command.discord_id,
        discord_tag: command.discord_tag,
      });
      const player = await this.players.findById(manager, id);
      if (!player) throw new Error(`player ${id} vanished inside its own transaction`);
      await this.projection.project(manager, 'player', [player]);
      await this.derived.recompute(manager, ['players']);
      await this.store.audit(manager, [
        {
          actor: CREATE_PLAYER_AUDIT_ACTOR,
          action: 'create-player',
          recordId: id,
          changed: { name: command.name },
        },
      ]);
      return { player_id: id, created: true };
    });
    if (result.created) {
      this.logger.info({ player_id: result.player_id }, 'player created for a new Discord account');
    }
    return result;
  }
}
