import { Module } from '@nestjs/common';
import { DiscordInteractionsController } from './discord-interactions.controller.js';
import { DiscordInteractionsService } from './discord-interactions.service.js';

/** Chat button presses (RULES b.7): POST /discord/interactions. */
@Module({
  controllers: [DiscordInteractionsController],
  providers: [DiscordInteractionsService],
})
export class DiscordInteractionsModule {}
