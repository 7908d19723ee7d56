/**
 * The seasons the demo seed can load (DEMO_SEASON): `demo`, the product tour (crew, broadcasts, community content);
 * `large`, the benchmark season (50 events, 800 teams, 4,000 players, 5,000 matches, 200 brackets, one organiser).
 */
export const DEMO_SEASON_KINDS = ['demo', 'large'] as const;
export type DemoSeasonKind = (typeof DEMO_SEASON_KINDS)[number];
