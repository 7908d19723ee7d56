import { Inject, Injectable } from '@nestjs/common';
import {
  CodedError,
  CreatePlayerReplySchema,
  SUBJECTS,
  type CreatePlayerCommand,
  type DiscordLoginCommand,
  type DiscordLoginReply,
} from '@castline/contracts';
import { LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import { Clock } from '../common/clock.js';
import { UsersRepository } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { TokensService } from '../tokens/tokens.service.js';
import { DISCORD_API, DiscordApiError, type DiscordApi, type DiscordUser } from './discord-api.js';
import { DISCORD_LOGIN_TEXT } from './discord-text.js';
import { toLoginError } from './to-login-error.js';

/** A DiscordApi, or null when DISCORD_CLIENT_ID / DISCORD_CLIENT_SECRET are not set. */
export type MaybeDiscordApi = DiscordApi | null;

/**
 * public-site §2 "Login flow", §4 "Authentication": an OAuth2 code → Discord user → our user (found by discord_id;
 * a Discord account with no Player gets one from match-svc `match.cmd.create-player`, then a user) → a new token
 * (TOKEN_TTL_DAYS, 30 by default) and the public user. The Discord access token lives only in this call.
 */
@Injectable()
export class DiscordLoginService {
  constructor(
    @Inject(DISCORD_API) private readonly discord: MaybeDiscordApi,
    private readonly users: UsersRepository,
    private readonly publicUsers: UsersService,
    private readonly tokens: TokensService,
    private readonly bus: NatsBus,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async login(command: DiscordLoginCommand): Promise<DiscordLoginReply> {
    const discordUser = await this.readDiscordUser(command);
    let user = await this.users.findByDiscordId(discordUser.id);
    const created = !user;
    if (user) {
      await this.users.updateDiscordProfile(user.id, {
        discord_username: discordUser.username,
        avatar: discordUser.avatar ?? null,
      });
      Object.assign(user, {
        discord_username: discordUser.username,
        avatar: discordUser.avatar ?? null,
      });
    } else {
      user = await this.createUser(discordUser);
    }
    const issued = await this.tokens.issue(user.id);
    this.logger.info({ user_id: user.id, created }, 'discord login');
    return { ...issued, user: await this.publicUsers.publicUser(user) };
  }

  /** Exchanges the code and reads /users/@me; every failure is a coded error with a detail for developers. */
  private async readDiscordUser(command: DiscordLoginCommand): Promise<DiscordUser> {
    if (!this.discord) {
      throw new CodedError('UNAVAILABLE', DISCORD_LOGIN_TEXT.notConfigured, {
        for_a_developer:
          'Set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET for auth-svc (see .env.example).',
      });
    }
    try {
      const grant = await this.discord.exchangeCode(command.code, command.redirect_uri);
      return await this.discord.fetchCurrentUser(grant.access_token);
    } catch (error) {
      if (error instanceof DiscordApiError) {
        this.logger.warn(
          { kind: error.failure.kind, detail: error.failure.forDeveloper },
          'discord login refused',
        );
        throw toLoginError(error.failure);
      }
      throw error;
    }
  }

  /** A Discord account without a user: its Player (created by match-svc if none exists), then the user. */
  private async createUser(discordUser: DiscordUser): Promise<UserEntity> {
    const name = discordUser.global_name?.trim() || discordUser.username;
    const command: CreatePlayerCommand = {
      name,
      discord_id: discordUser.id,
      discord_tag: discordUser.username,
    };
    const { player_id } = CreatePlayerReplySchema.parse(
      await this.bus.request(SUBJECTS.match.cmd('create-player'), command),
    );
    const user = await this.users.linkDiscordUser({
      id: player_id,
      name,
      discord_id: discordUser.id,
      discord_username: discordUser.username,
      avatar: discordUser.avatar ?? null,
      website_settings: [],
      created_at: this.clock.now(),
    });
    if (!user) {
      throw new CodedError('CONFLICT', DISCORD_LOGIN_TEXT.notLinked, {
        for_a_developer: `Player ${player_id} already has a user linked to another Discord account.`,
      });
    }
    return user;
  }
}
