import { z } from 'zod';

/** Every tie-breaker criterion of RULES d.2, in the order the rules list them. */
export const TIE_BREAKER_KEYS = [
  'match-wins',
  'match-losses',
  'match-diff',
  'match-win-rate',
  'map-score',
  'map-diff',
  'map-wins',
  'map-win-rate',
  'map-points-diff',
  'head-to-head',
  'head-to-head-map-diff',
  'buchholz',
  'forfeits',
  'seed',
  'manual',
] as const;

export type TieBreakerKey = (typeof TIE_BREAKER_KEYS)[number];

/** RULES d.3: the chain used when an entry sets no tieBreakers (buchholz and seed are opt-in). */
export const DEFAULT_TIE_BREAKER_CHAIN: readonly TieBreakerKey[] = [
  'match-wins',
  'map-score',
  'head-to-head',
  'head-to-head-map-diff',
  'map-diff',
  'map-wins',
  'manual',
];

/** 'desc' = the higher value ranks first; 'asc' = the lower value ranks first. */
export type TieBreakerDirection = 'asc' | 'desc';

/** How a criterion's value is shown in explainer sentences. */
export type TieBreakerValueFormat = 'count' | 'map-score' | 'rate' | 'position';

/** The fixed properties of one criterion (RULES d.2). */
export interface TieBreakerDefinition {
  readonly direction: TieBreakerDirection;
  /** Head-to-head criteria are recomputed on the current tied set only (RULES d.4). */
  readonly headToHead: boolean;
  readonly format: TieBreakerValueFormat;
}

/** RULES d.2, one row per key. */
export const TIE_BREAKERS: Readonly<Record<TieBreakerKey, TieBreakerDefinition>> = {
  'match-wins': { direction: 'desc', headToHead: false, format: 'count' },
  'match-losses': { direction: 'asc', headToHead: false, format: 'count' },
  'match-diff': { direction: 'desc', headToHead: false, format: 'count' },
  'match-win-rate': { direction: 'desc', headToHead: false, format: 'rate' },
  'map-score': { direction: 'desc', headToHead: false, format: 'map-score' },
  'map-diff': { direction: 'desc', headToHead: false, format: 'count' },
  'map-wins': { direction: 'desc', headToHead: false, format: 'count' },
  'map-win-rate': { direction: 'desc', headToHead: false, format: 'rate' },
  'map-points-diff': { direction: 'desc', headToHead: false, format: 'count' },
  'head-to-head': { direction: 'desc', headToHead: true, format: 'count' },
  'head-to-head-map-diff': { direction: 'desc', headToHead: true, format: 'count' },
  buchholz: { direction: 'desc', headToHead: false, format: 'count' },
  forfeits: { direction: 'asc', headToHead: false, format: 'count' },
  seed: { direction: 'asc', headToHead: false, format: 'position' },
  manual: { direction: 'asc', headToHead: false, format: 'position' },
};

/** One tie-breaker key (RULES d.2). */
export const TieBreakerKeySchema = z.enum(TIE_BREAKER_KEYS);

/** Error text for a chain that names a key twice (new copy, RULES d.3 leaves it open). */
export const TIE_BREAKER_REPEATED_MESSAGE = 'Each tie-breaker can only be used once';

/** RULES d.3: an ordered list of distinct tie-breaker keys. An empty list means the default chain. */
export const TieBreakerChainSchema = z
  .array(TieBreakerKeySchema)
  .refine((keys) => new Set(keys).size === keys.length, { message: TIE_BREAKER_REPEATED_MESSAGE });

export type TieBreakerChain = z.infer<typeof TieBreakerChainSchema>;

/** RULES d.1 / (h): what a forfeit contributes to map statistics. */
export const ForfeitMapsSchema = z.enum(['none', 'sweep']);

export type ForfeitMaps = z.infer<typeof ForfeitMapsSchema>;

/** RULES (h) blocks.standings[]: one standings table of an event. */
export const StandingsEntrySchema = z.object({
  key: z.string().min(1),
  title: z.string(),
  group: z.string().min(1),
  sub_event: z.string().nullish(),
  tieBreakers: TieBreakerChainSchema.optional(),
  forfeitMaps: ForfeitMapsSchema.optional(),
  manualOrder: z.array(z.string()).optional(),
});

export type StandingsEntry = z.infer<typeof StandingsEntrySchema>;
