export { FAKE_DISCORD_CLIENT, startFakeDiscord } from './fake-discord.mjs';
export { NEW_PERSON, demoDiscordUsers, toDiscordUser } from './demo-users.mjs';
export { listAccountLinks, pickAccount } from './browse.mjs';
export { FAKE_DISCORD_BOT_TOKEN } from './fake-bot.mjs';
