import { Inject, Injectable } from '@nestjs/common';
import {
  ClientsForPlayerReplySchema,
  CodedError,
  SUBJECTS,
  type Actor,
  type ClientSummary,
  type PublicUser,
} from '@castline/contracts';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { AuthConfig } from '../config/auth-config.js';
import { UsersRepository } from './users.repository.js';
import type { UserEntity } from './user.entity.js';
import { toPublicUser } from './to-public-user.js';
import { toActor } from './to-actor.js';

/** How long the public user waits for broadcast-svc's client list. */
export const CLIENTS_TIMEOUT_MS = 2000;

/** The public user (public-site §4, §6): the auth row plus the user's production clients from broadcast-svc. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly bus: NatsBus,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `auth.qry.user`: the public user of a Player id; NOT_FOUND when that Player has no user. */
  async publicUserById(playerId: string): Promise<PublicUser> {
    const user = await this.users.findById(playerId);
    if (!user) throw new CodedError('NOT_FOUND', 'Unknown user');
    return this.publicUser(user);
  }

  /** The actor of the user with this Discord account (a chat button press); NOT_FOUND when none has it. */
  async actorByDiscordId(discordId: string): Promise<Actor> {
    const user = await this.users.findByDiscordId(discordId);
    if (!user) throw new CodedError('NOT_FOUND', 'Unknown user');
    return toActor(user);
  }

  async publicUser(user: UserEntity): Promise<PublicUser> {
    return toPublicUser(user, await this.clientsOf(user.id), this.config.DISCORD_CDN_URL);
  }

  /**
   * The user's clients (`broadcast.qry.clients-for-player`). If broadcast-svc does not answer, the user is
   * answered without clients (logged): the web app asks again at its next start (public-site §4 step 3), and
   * signing in must not depend on the broadcast service.
   */
  private async clientsOf(playerId: string): Promise<ClientSummary[]> {
    try {
      const reply = await this.bus.request(
        SUBJECTS.broadcast.qry('clients-for-player'),
        { player_id: playerId },
        { timeoutMs: CLIENTS_TIMEOUT_MS },
      );
      return ClientsForPlayerReplySchema.parse(reply).clients;
    } catch (error) {
      this.logger.warn(
        { player_id: playerId, err: String(error) },
        'clients unknown: broadcast-svc did not answer',
      );
      return [];
    }
  }
}
