/** The event settings the site reads from `blocks` (public-site §3 "Event"; RULES (h) blocks). */
export interface EventSettings {
  readonly foldy: boolean;
  readonly draft: boolean;
  readonly auctionPublic: boolean;
  readonly extendedStaffPage: boolean;
  /** The standings entries (list); empty when none. */
  readonly standings: readonly unknown[];
}

const NO_SETTINGS: EventSettings = Object.freeze({
  foldy: false,
  draft: false,
  auctionPublic: false,
  extendedStaffPage: false,
  standings: Object.freeze([]),
});

function flag(source: Record<string, unknown>, block: string, key: string): boolean {
  const value = source[block];
  return (
    typeof value === 'object' && value !== null && (value as Record<string, unknown>)[key] === true
  );
}

/** Reads an event's blocks JSON; text that fails to parse (or is not an object) counts as no settings (public-site §3, §5). */
export function readEventSettings(blocks: string | null | undefined): EventSettings {
  if (!blocks) return NO_SETTINGS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(blocks);
  } catch {
    return NO_SETTINGS;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return NO_SETTINGS;
  const source = parsed as Record<string, unknown>;
  return {
    foldy: flag(source, 'foldy', 'use'),
    draft: flag(source, 'draft', 'use'),
    auctionPublic: flag(source, 'auction', 'public'),
    extendedStaffPage: source.extendedStaffPage === true,
    standings: Array.isArray(source.standings) ? source.standings : [],
  };
}
