import { linkIds } from './link-ids.js';

/** Another broadcast as the broadcasts overlay reads it (broadcast §3 "Broadcast"). */
export interface OtherBroadcastRecord {
  readonly id: string;
  readonly name?: string | null;
  readonly active?: boolean | null;
  readonly stream_link?: string | null;
  readonly live_match?: readonly string[] | null;
}

/** One row of the overlay: the broadcast's name, its stream link as shown, and its live match id. */
export interface OtherBroadcastRow {
  readonly id: string;
  readonly name: string;
  readonly link: string | null;
  readonly liveMatchId: string | null;
}

/** At most this many rows fit the frame. */
export const MAX_OTHER_BROADCASTS = 6;

/**
 * A stream link as a viewer would type it: no scheme, no "www.", no trailing slash ("https://www.twitch.tv/x/" →
 * "twitch.tv/x"); null for an empty or non-http(s) value.
 */
export function formatStreamLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const shown = `${url.hostname.replace(/^www\./i, '')}${url.pathname}${url.search}`;
  return shown.replace(/\/+$/, '') || null;
}

/**
 * OVERLAYS §1 broadcasts "Other live broadcasts": the broadcast's other_broadcasts in their order, only the active
 * ones with a name (at most MAX_OTHER_BROADCASTS), each with its shown stream link and live match.
 */
export function selectOtherBroadcasts(
  records: readonly (OtherBroadcastRecord | null)[],
): OtherBroadcastRow[] {
  return records
    .filter((r): r is OtherBroadcastRecord => r !== null && r.active === true)
    .filter((r) => (r.name ?? '').trim() !== '')
    .slice(0, MAX_OTHER_BROADCASTS)
    .map((r) => ({
      id: r.id,
      name: (r.name ?? '').trim(),
      link: formatStreamLink(r.stream_link),
      liveMatchId: linkIds(r.live_match)[0] ?? null,
    }));
}
