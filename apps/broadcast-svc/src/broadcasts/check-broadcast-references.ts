import type { UpdateBroadcastBody } from '@castline/contracts';

/** The record kind (and its name in messages) each reference key of update-broadcast must point at (RULES (a)). */
export const BROADCAST_REFERENCE_KINDS = {
  match: { kind: 'match', label: 'Match' },
  highlightTeamID: { kind: 'team', label: 'Team' },
  highlightHeroID: { kind: 'hero', label: 'Hero' },
  highlightPlayerID: { kind: 'player', label: 'Player' },
  highlightMediaID: { kind: 'news', label: 'News item' },
} as const satisfies Partial<Record<keyof UpdateBroadcastBody, { kind: string; label: string }>>;
export type BroadcastReferenceField = keyof typeof BROADCAST_REFERENCE_KINDS;

/** The ids an update-broadcast body refers to (null clears a link and needs no check). */
export function listBroadcastReferences(
  body: UpdateBroadcastBody,
): { field: BroadcastReferenceField; id: string }[] {
  return (Object.keys(BROADCAST_REFERENCE_KINDS) as BroadcastReferenceField[]).flatMap((field) => {
    const id = body[field];
    return id ? [{ field, id }] : [];
  });
}

/**
 * Checks the body's references against the kinds match-svc reported (`match.qry.kinds`): returns a message naming
 * the first field whose id is not a record of the required kind (e.g. "match: recX is not a Match"), or null.
 */
export function checkBroadcastReferences(
  body: UpdateBroadcastBody,
  kinds: Readonly<Record<string, string>>,
): string | null {
  for (const { field, id } of listBroadcastReferences(body)) {
    const { kind, label } = BROADCAST_REFERENCE_KINDS[field];
    if (kinds[id] !== kind) return `${field}: ${id} is not a ${label}`;
  }
  return null;
}
