import type { Provider } from '@nestjs/common';
import { APP_CONFIG, LOGGER, type Logger } from '@castline/nest-kit';
import type { MatchConfig } from '../config/match-config.js';
import { CHAT_ADAPTER, type ChatAdapter } from './chat-adapter.js';
import { DiscordBotAdapter } from './discord-bot.adapter.js';
import { LogOnlyChatAdapter } from './log-only-chat.adapter.js';

/** The notifier's chat: the Discord bot with DISCORD_BOT_TOKEN, else log lines of what would have been posted. */
export const chatAdapterProvider: Provider = {
  provide: CHAT_ADAPTER,
  inject: [APP_CONFIG, LOGGER],
  useFactory: (config: MatchConfig, logger: Logger): ChatAdapter =>
    config.DISCORD_BOT_TOKEN
      ? new DiscordBotAdapter({
          apiBase: config.DISCORD_API_BASE,
          token: config.DISCORD_BOT_TOKEN,
          timeoutMs: config.DISCORD_TIMEOUT_MS,
        })
      : new LogOnlyChatAdapter(logger),
};
