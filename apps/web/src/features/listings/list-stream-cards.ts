/** A broadcast as the streams grid reads it (broadcast §3). */
export interface StreamBroadcastInput {
  readonly id: string;
  readonly advertise?: boolean | null;
  readonly live_match?: readonly string[] | null;
  readonly stream_link?: string | null;
}

/** A community stream entry of special:player-streams (public-site §3 "Stream entry"). */
export interface PlayerStreamInput {
  readonly match?: readonly string[] | null;
  readonly event?: readonly string[] | null;
  readonly player?: readonly string[] | null;
  readonly team?: readonly string[] | null;
  readonly url?: string | null;
}

/** One card of /streams. */
export type StreamCard =
  | {
      readonly kind: 'official';
      readonly key: string;
      readonly matchId: string;
      /** The advertised broadcast showing the match, or null when the match is live without one. */
      readonly broadcastId: string | null;
      readonly url: string | null;
    }
  | {
      readonly kind: 'community';
      readonly key: string;
      readonly matchId: string;
      readonly eventId: string | null;
      readonly playerId: string | null;
      readonly teamId: string | null;
      readonly url: string | null;
    };

/**
 * The cards of /streams (public-site §2 "/streams", RULES (k) special:live-matches and special:player-streams):
 * first one 'Official event stream' card per advertised broadcast whose live match is a live match (a live match
 * no advertised broadcast shows still gets one card, without a stream), in live-match order; then every
 * community stream that names a match, in listed order. Broadcasts are de-duplicated.
 */
export function listStreamCards(
  liveMatchIds: readonly string[],
  broadcasts: readonly StreamBroadcastInput[],
  playerStreams: readonly PlayerStreamInput[],
): StreamCard[] {
  const cards: StreamCard[] = [];
  const seenMatches = new Set<string>();
  const seenBroadcasts = new Set<string>();
  for (const matchId of liveMatchIds) {
    if (seenMatches.has(matchId)) continue;
    seenMatches.add(matchId);
    const showing = broadcasts.filter(
      (broadcast) =>
        broadcast.advertise === true &&
        broadcast.live_match?.[0] === matchId &&
        !seenBroadcasts.has(broadcast.id),
    );
    for (const broadcast of showing) {
      if (seenBroadcasts.has(broadcast.id)) continue;
      seenBroadcasts.add(broadcast.id);
      cards.push({
        kind: 'official',
        key: `official-${broadcast.id}`,
        matchId,
        broadcastId: broadcast.id,
        url: broadcast.stream_link?.trim() || null,
      });
    }
    if (showing.length === 0) {
      cards.push({
        kind: 'official',
        key: `official-${matchId}`,
        matchId,
        broadcastId: null,
        url: null,
      });
    }
  }
  playerStreams.forEach((stream, index) => {
    const matchId = stream.match?.[0];
    if (!matchId) return;
    const playerId = stream.player?.[0] ?? null;
    cards.push({
      kind: 'community',
      key: `community-${matchId}-${playerId ?? 'unknown'}-${index}`,
      matchId,
      eventId: stream.event?.[0] ?? null,
      playerId,
      teamId: stream.team?.[0] ?? null,
      url: stream.url?.trim() || null,
    });
  });
  return cards;
}
