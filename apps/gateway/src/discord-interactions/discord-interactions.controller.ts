import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { GatewayRequest } from '../http/http-types.js';
import {
  DiscordInteractionsService,
  type InteractionAnswer,
} from './discord-interactions.service.js';

/** POST /discord/interactions: Discord's interactions endpoint (the application's "Interactions Endpoint URL"). */
@Controller()
export class DiscordInteractionsController {
  constructor(private readonly interactions: DiscordInteractionsService) {}

  @Post('discord/interactions')
  @HttpCode(200)
  handle(
    @Req() req: GatewayRequest & { rawBody?: Buffer },
    @Headers('x-signature-ed25519') signature: string | undefined,
    @Headers('x-signature-timestamp') timestamp: string | undefined,
    @Body() body: unknown,
  ): Promise<InteractionAnswer> {
    this.interactions.verify(signature, timestamp, req.rawBody);
    return this.interactions.handle(body);
  }
}
