/** A streaming player with the teams they belong to (member_of). */
export interface StreamerInput {
  readonly player: string;
  readonly url: string;
  readonly title: string | null;
  readonly teams: readonly {
    readonly id: string;
    readonly name: string | null;
    readonly code: string | null;
  }[];
}

/** A candidate match for the streams window. */
export interface StreamMatchInput {
  readonly id: string;
  readonly start: number;
  /** Minutes; default 60. */
  readonly duration: number | null;
  readonly teams: readonly string[];
  readonly event: readonly string[];
}

export interface PlayerStreamEntry {
  match: string[];
  event: string[];
  player: string[];
  team: string[];
  url: string;
}

const MARGIN_MS = 15 * 60_000;

/** The window in which a stream counts for a match: start − 15 min to start + duration + 15 min. */
export function streamWindow(match: StreamMatchInput): { opens: number; closes: number } {
  return {
    opens: match.start - MARGIN_MS,
    closes: match.start + (match.duration ?? 60) * 60_000 + MARGIN_MS,
  };
}

/**
 * special:player-streams (RULES (k)): each streamer is matched to a match of one of their teams whose window holds
 * `now`; when several fit, the one whose team's name or code appears in the stream title wins, then the earliest
 * start. Also answers the next moment the result can change (a window opening or closing), for a one-shot timer.
 */
export function matchPlayerStreams(
  streamers: readonly StreamerInput[],
  matches: readonly StreamMatchInput[],
  now: number,
): { streams: PlayerStreamEntry[]; nextChange: number | null } {
  const streams: PlayerStreamEntry[] = [];
  let nextChange = Infinity;
  for (const streamer of streamers) {
    const teamIds = new Set(streamer.teams.map((t) => t.id));
    const title = (streamer.title ?? '').toLowerCase();
    const candidates: { match: StreamMatchInput; team: string; named: boolean }[] = [];
    for (const match of matches) {
      const team = match.teams.find((t) => teamIds.has(t));
      if (!team) continue;
      const { opens, closes } = streamWindow(match);
      if (opens > now) nextChange = Math.min(nextChange, opens);
      else if (closes > now) nextChange = Math.min(nextChange, closes);
      if (opens > now || closes <= now) continue;
      const info = streamer.teams.find((t) => t.id === team);
      const named = [info?.name, info?.code].some((n) => !!n && title.includes(n.toLowerCase()));
      candidates.push({ match, team, named });
    }
    candidates.sort((a, b) => Number(b.named) - Number(a.named) || a.match.start - b.match.start);
    const best = candidates[0];
    if (best) {
      streams.push({
        match: [best.match.id],
        event: [...best.match.event],
        player: [streamer.player],
        team: [best.team],
        url: streamer.url,
      });
    }
  }
  return { streams, nextChange: Number.isFinite(nextChange) ? nextChange : null };
}
