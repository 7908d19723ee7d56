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
  stop(): Promise<void>;
}

export declare const FAKE_DISCORD_CLIENT: Readonly<{ id: string; secret: string }>;
export declare function startFakeDiscord(options?: FakeDiscordOptions): Promise<FakeDiscord>;
