import { z } from 'zod';

/** A final rank written to a team (RULES c.2 winnerRank / loserRank). Validity of the values is checked by c.4. */
export const BracketRankSchema = z.object({
  sort: z.number(),
  text: z.string(),
});
export type BracketRank = z.infer<typeof BracketRankSchema>;

/** Outgoing links of one match (RULES c.2). `null` is read as "not set". */
export const BracketConnectionSchema = z.object({
  win: z.string().nullish(),
  lose: z.string().nullish(),
  winStyle: z.string().nullish(),
  loseStyle: z.string().nullish(),
  winnerRank: BracketRankSchema.nullish(),
  loserRank: BracketRankSchema.nullish(),
});
export type BracketConnection = z.infer<typeof BracketConnectionSchema>;

/** One column of a sub-bracket: match numbers top to bottom, null = empty spacer slot (RULES c.2). */
export const BracketColumnSchema = z.object({
  header: z.string().nullish(),
  games: z.array(z.number().nullable()),
  gapRight: z.boolean().nullish(),
});
export type BracketColumn = z.infer<typeof BracketColumnSchema>;

/** A visual group of columns, e.g. upper or lower bracket (RULES c.2). */
export const SubBracketSchema = z.object({
  name: z.string().nullish(),
  columns: z.array(BracketColumnSchema),
});
export type SubBracket = z.infer<typeof SubBracketSchema>;

/** The parsed `bracket_layout` JSON text of a Bracket record (RULES c.2, broadcast spec §3). */
export const BracketLayoutSchema = z.object({
  brackets: z.array(SubBracketSchema),
  connections: z.record(z.string(), BracketConnectionSchema).default({}),
});
export type BracketLayout = z.infer<typeof BracketLayoutSchema>;
