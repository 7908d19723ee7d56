/** A Discord account as the fake serves it (the fields of Discord's user object that scope identify gives). */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
}

export interface FakeDiscordOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  users?: FakeDiscordUser[];
  clientId?: string;
  clientSecret?: string;
  /** Accepted redirect URIs; default: any http(s) URL. */
  redirectUris?: string[];
  /** Clock in ms (tests). */
  now?: () => number;
  /** The bot token the bot API accepts (default FAKE_DISCORD_BOT_TOKEN). */
  botToken?: string;
  /** Where button presses go by default (the gateway's /discord/interactions). */
  interactionsUrl?: string;
}

/** A Discord message object as the fake's bot API answers it. */
export interface FakeDiscordMessage {
  id: string;
  type: 0;
  channel_id: string;
  content: string;
  author: { id: string; username: string; bot: true };
  timestamp: string;
  edited_timestamp: string | null;
  mention_roles: string[];
  allowed_mentions: { parse?: string[]; roles?: string[] } | null;
  components: {
    type: 1;
    components: { type: 2; style: number; label: string; custom_id?: string }[];
  }[];
  nonce?: string;
  deleted_at?: string;
}

/** One recorded bot API call (or an interaction the fake sent). */
export interface FakeBotCall {
  at: number;
  /** POST, PATCH, DELETE, or INTERACTION for a press the fake sent. */
  method: string;
  path: string;
  channel_id?: string;
  message_id?: string | null;
  status: number;
  body: unknown;
  custom_id?: string;
  user?: string;
}

export interface FakeDiscord {
  /** http://127.0.0.1:<port> (the API is at `${url}/api`, the authorize page at `${url}/oauth2/authorize`). */
  url: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** The accounts offered (mutable: push to add one). */
  users: FakeDiscordUser[];
  stats: { codesIssued: number; tokensIssued: number; meAnswered: number };
  botToken: string;
  /** The application's Ed25519 public key (hex): the gateway's DISCORD_APPLICATION_PUBLIC_KEY. */
  interactionPublicKey: string;
  /** The live (not deleted) messages of a channel, in order. */
  messages(channelId: string): FakeDiscordMessage[];
  /** Every message of a channel, deleted ones with deleted_at. */
  allMessages(channelId: string): FakeDiscordMessage[];
  channelIds(): string[];
  botCalls: FakeBotCall[];
  /** The next `times` matching bot calls answer `status` (429: with retry_after `retryAfter` seconds). */
  failNext(failure?: {
    status?: number;
    times?: number;
    retryAfter?: number;
    method?: 'POST' | 'PATCH' | 'DELETE';
    channelId?: string;
  }): void;
  /** Signs and POSTs a button interaction (type 3) as Discord does; the message is found by its button. */
  pressButton(press: {
    customId: string;
    userId: string;
    url?: string;
    messageId?: string;
    channelId?: string;
    guildId?: string;
  }): Promise<{ status: number; body: unknown }>;
  setInteractionsUrl(url: string): void;
  stop(): Promise<void>;
}

export declare const FAKE_DISCORD_CLIENT: Readonly<{ id: string; secret: string }>;
export declare const FAKE_DISCORD_BOT_TOKEN: string;
export declare function startFakeDiscord(options?: FakeDiscordOptions): Promise<FakeDiscord>;
