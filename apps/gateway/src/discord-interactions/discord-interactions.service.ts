import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  ActorByDiscordReplySchema,
  ApproveMatchRescheduleBodySchema,
  CodedError,
  DiscordIdSchema,
  ReportChatSummaryReplySchema,
  SUBJECTS,
  StaffApproveMatchRescheduleBodySchema,
  type Actor,
  type CommandRequest,
  type ReportChatSummaryReply,
} from '@castline/contracts';
import { parseChatButtonId, type ChatButton } from '@castline/domain';
import { APP_CONFIG, LOGGER, NatsBus, type Logger } from '@castline/nest-kit';
import type { GatewayConfig } from '../config/gateway-config.js';
import { toDiscordPublicKey, verifyDiscordSignature } from './verify-discord-signature.js';

/** Discord interaction types (PING, MESSAGE_COMPONENT) and answer types (PONG, CHANNEL_MESSAGE_WITH_SOURCE). */
const PING = 1;
const MESSAGE_COMPONENT = 3;
const PONG = 1;
const CHANNEL_MESSAGE_WITH_SOURCE = 4;
/** Message flag EPHEMERAL: only the presser sees the answer. */
const EPHEMERAL = 64;

/** The parts of Discord's interaction object the gateway reads (the rest is ignored, as Discord adds fields). */
export const DiscordInteractionSchema = z.object({
  id: z.string().max(30),
  type: z.number().int(),
  data: z.object({ custom_id: z.string().max(100).optional() }).optional(),
  /** In a server, the presser is member.user; in a DM, user. */
  member: z.object({ user: z.object({ id: DiscordIdSchema }) }).optional(),
  user: z.object({ id: DiscordIdSchema }).optional(),
});
export type DiscordInteraction = z.infer<typeof DiscordInteractionSchema>;

/** The answer to an interaction (Discord's interaction response object). */
export type InteractionAnswer =
  | { type: typeof PONG }
  | {
      type: typeof CHANNEL_MESSAGE_WITH_SOURCE;
      data: { content: string; flags: typeof EPHEMERAL; allowed_mentions: { parse: [] } };
    };

/** The presser's private answers (all new copy †). */
export const INTERACTION_TEXT = {
  unknownButton: 'This button is not available any more.',
  unknownPlayer:
    'Your Discord account is not linked to a Castline player. Sign in on the website with Discord once, then press again.',
  goneRequest: 'This request no longer exists.',
  closedRequest: 'This request is no longer open.',
  approved: 'Done: you approved the new match time.',
  denied: 'Done: you denied the new match time.',
  unavailable: 'Castline is not available right now. Please try again in a moment.',
} as const;

const privately = (content: string): InteractionAnswer => ({
  type: CHANNEL_MESSAGE_WITH_SOURCE,
  data: { content: content.slice(0, 2000), flags: EPHEMERAL, allowed_mentions: { parse: [] } },
});

/** The action a button runs as the presser: the one they would call in the browser for this ask. */
function actionOf(button: ChatButton, match: string): { subject: string; body: unknown } | null {
  switch (button.action) {
    case 'approve':
    case 'deny':
      return {
        subject: SUBJECTS.match.cmd('approve-match-reschedule'),
        body: ApproveMatchRescheduleBodySchema.parse({ matchID: match, action: button.action }),
      };
    case 'staff-approve':
    case 'staff-deny':
      return {
        subject: SUBJECTS.match.cmd('staff-approve-match-reschedule'),
        body: StaffApproveMatchRescheduleBodySchema.parse({
          matchID: match,
          action: button.action === 'staff-approve' ? 'approve' : 'deny',
        }),
      };
    case 'details':
      return null;
  }
}

/**
 * POST /discord/interactions (RULES b.7 "The adapter maps the presser's chat account to a Player (discord_id) and
 * calls the same action as that player, with the same checks"): checks Discord's Ed25519 signature, answers PING
 * with PONG, and for a button of a notifier post finds the presser's actor (auth-svc, by Discord id) and the
 * report's match (match-svc), then sends the action's command on the normal NATS command path as that actor. The
 * action's own refusal (not on the opposing team, not staff, the wrong state) is the presser's private answer.
 */
@Injectable()
export class DiscordInteractionsService {
  private readonly key: KeyObject | null;

  constructor(
    private readonly bus: NatsBus,
    @Inject(APP_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.key = config.DISCORD_APPLICATION_PUBLIC_KEY
      ? toDiscordPublicKey(config.DISCORD_APPLICATION_PUBLIC_KEY)
      : null;
  }

  /** Checks the request's signature; throws NOT_FOUND without a configured key, UNAUTHENTICATED when wrong. */
  verify(
    signature: string | undefined,
    timestamp: string | undefined,
    rawBody: Buffer | undefined,
  ) {
    if (!this.key) throw new CodedError('NOT_FOUND', 'Discord interactions are not configured');
    if (!verifyDiscordSignature(this.key, signature, timestamp, rawBody))
      throw new CodedError('UNAUTHENTICATED', 'invalid request signature');
  }

  async handle(body: unknown): Promise<InteractionAnswer> {
    const parsed = DiscordInteractionSchema.safeParse(body);
    if (!parsed.success) throw new CodedError('BAD_REQUEST', 'Not a Discord interaction');
    const interaction = parsed.data;
    if (interaction.type === PING) return { type: PONG };
    if (interaction.type !== MESSAGE_COMPONENT) return privately(INTERACTION_TEXT.unknownButton);
    const button = parseChatButtonId(interaction.data?.custom_id ?? '');
    const discordId = interaction.member?.user.id ?? interaction.user?.id;
    if (!button || !discordId) return privately(INTERACTION_TEXT.unknownButton);
    try {
      return await this.press(interaction, button, discordId);
    } catch (error) {
      if (error instanceof CodedError && error.code === 'UNAVAILABLE')
        return privately(INTERACTION_TEXT.unavailable);
      throw error;
    }
  }

  private async press(
    interaction: DiscordInteraction,
    button: ChatButton,
    discordId: string,
  ): Promise<InteractionAnswer> {
    const actor = await this.actorOf(discordId);
    if (!actor) return privately(INTERACTION_TEXT.unknownPlayer);
    const summary = await this.summaryOf(button.report);
    if (!summary) return privately(INTERACTION_TEXT.goneRequest);
    const action = actionOf(button, summary.match);
    if (!action) return privately(summary.summary);
    if (!summary.open || summary.type !== 'reschedule')
      return privately(`${INTERACTION_TEXT.closedRequest} ${summary.summary}`);
    const request: CommandRequest = {
      actor,
      body: action.body,
      // One press is one action: a repeated delivery of the same interaction answers the first answer.
      idempotency_key: `discord-interaction:${interaction.id}`,
    };
    try {
      await this.bus.request(action.subject, request);
    } catch (error) {
      if (error instanceof CodedError && error.code !== 'UNAVAILABLE' && error.code !== 'INTERNAL')
        return privately(error.message);
      throw error;
    }
    this.logger.info(
      { report: button.report, action: button.action, player: actor.player_id },
      'a chat button ran an action',
    );
    return privately(
      button.action === 'approve' || button.action === 'staff-approve'
        ? INTERACTION_TEXT.approved
        : INTERACTION_TEXT.denied,
    );
  }

  private async actorOf(discordId: string): Promise<Actor | null> {
    try {
      const reply = await this.bus.request(SUBJECTS.auth.qry('actor-by-discord'), {
        discord_id: discordId,
      });
      return ActorByDiscordReplySchema.parse(reply).actor;
    } catch (error) {
      if (error instanceof CodedError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  private async summaryOf(report: string): Promise<ReportChatSummaryReply | null> {
    try {
      const reply = await this.bus.request(SUBJECTS.match.qry('report-chat-summary'), { report });
      return ReportChatSummaryReplySchema.parse(reply);
    } catch (error) {
      if (error instanceof CodedError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
