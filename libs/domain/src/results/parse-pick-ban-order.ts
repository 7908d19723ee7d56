import type { PickBanKind, PickBanStep } from './pick-ban-step.js';

const TOKEN = /^(pick|ban|protect)\s*([12])$/;

/**
 * Spec public-site §3, RULES.md (e): pick_ban_order is a comma list of tokens pick, ban or protect suffixed with the
 * team number (pick1, ban2, protect1). flip = the map's flip_pick_ban_order, which swaps the teams for that map.
 * Tokens are read case-insensitively with spaces ignored; empty or unreadable tokens are skipped.
 */
export function parsePickBanOrder(order: string | null | undefined, flip = false): PickBanStep[] {
  const steps: PickBanStep[] = [];
  const counts = new Map<string, number>();
  for (const raw of (order ?? '').split(',')) {
    const match = TOKEN.exec(raw.trim().toLowerCase());
    if (!match) continue;
    const kind = match[1] as PickBanKind;
    const stored: 1 | 2 = match[2] === '1' ? 1 : 2;
    const team: 1 | 2 = flip ? (stored === 1 ? 2 : 1) : stored;
    const key = `${kind}${team}`;
    const countForTeam = (counts.get(key) ?? 0) + 1;
    counts.set(key, countForTeam);
    steps.push({ number: steps.length + 1, kind, team, countForTeam });
  }
  return steps;
}
