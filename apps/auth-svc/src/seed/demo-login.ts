import { z } from 'zod';
import { IssuedTokenSchema, RecordIdSchema } from '@castline/contracts';

/** One demo login as the first demo seed hands it out (logged once, or written to DEMO_LOGINS_FILE). */
export const DemoLoginSchema = z.object({
  player_id: RecordIdSchema,
  name: z.string().nullable(),
  role: z.string(),
  /** A fresh 256-bit CSPRNG token; the database keeps only its hash. */
  token: IssuedTokenSchema,
});
export type DemoLogin = z.infer<typeof DemoLoginSchema>;

/** The content of DEMO_LOGINS_FILE (read by `npm start` and the stack and browser tests). */
export const DemoLoginsFileSchema = z.object({
  seeded_at: z.iso.datetime(),
  logins: z.array(DemoLoginSchema),
});
export type DemoLoginsFile = z.infer<typeof DemoLoginsFileSchema>;
