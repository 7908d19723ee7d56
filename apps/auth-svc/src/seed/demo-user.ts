import { z } from 'zod';
import { RecordIdSchema, WEBSITE_SETTINGS, type DemoSeasonKind } from '@castline/contracts';

/**
 * A demo user as @castline/demo's generateDemoSeason({now, seed}).users lists it (DemoUser). The generator's type is
 * assignable to this; the seed checks each one against DemoUserSeedSchema before storing it.
 */
export interface DemoUserInput {
  player_id: string;
  name: string | null;
  discord_id: string | null;
  discord_username: string | null;
  avatar: string | null;
  website_settings: readonly string[];
  role: string;
}

/** A checked demo user: a Player id and known website settings (its token is made at seeding, never given). */
export const DemoUserSeedSchema = z.object({
  /** The demo Player record id; becomes the user id. */
  player_id: RecordIdSchema,
  name: z.string().nullable(),
  discord_id: z.string().nullable(),
  discord_username: z.string().nullable(),
  avatar: z.string().nullable(),
  website_settings: z.array(z.enum(WEBSITE_SETTINGS)),
  /** What the demo user is for (shown next to the token in the demo logins). */
  role: z.string(),
});
export type DemoUserSeed = z.infer<typeof DemoUserSeedSchema>;

/** Options of the demo generator. */
export interface DemoOptions {
  now: Date;
  seed: number;
  /** DEMO_SEASON (default the product tour). */
  season?: DemoSeasonKind;
}

/** Where the demo users come from (the generator in production; fixtures in tests). */
export type DemoUsersSource = (options: DemoOptions) => readonly DemoUserInput[];
export const DEMO_USERS_SOURCE = Symbol('DEMO_USERS_SOURCE');
