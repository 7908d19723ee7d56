import {
  formatMatchLabel,
  getMatchCardNumber,
  getMatchSides,
  locateBracketGames,
  type BracketLayout,
  type BracketMatchInput,
} from '@castline/brackets';
import {
  formatDate,
  formatFriendlyStartTime,
  getForfeitDisplay,
  getMatchWinner,
  isMatchComplete,
} from '@castline/domain';
import { EVENT_TEXT } from '../../lib/client-text.js';

/** A match as a bracket card reads it (broadcast §3 Match; RULES c.5, c.8 slot fields). */
export interface BracketCardMatch extends BracketMatchInput {
  readonly start?: string | null;
  readonly stream_code?: string | null;
  readonly live?: boolean | null;
}

/** A team as a bracket card shows it: name, code and, when known, its logo on its theme colours. */
export interface BracketCardTeam {
  readonly id: string;
  readonly name?: string | null;
  readonly code?: string | null;
  readonly logo?: {
    readonly attachmentId: string | null;
    readonly background: string;
    readonly text: string;
  } | null;
}

/** One team row of a card. */
export interface BracketRowModel {
  readonly slot: 1 | 2;
  /** The team in the slot, or null while it is to be decided. */
  readonly teamId: string | null;
  /** Full name, and the short form (code) for compact rows. */
  readonly name: string;
  readonly short: string;
  readonly logo: BracketCardTeam['logo'];
  /** Score, 'W' / 'FF' for a forfeit, or null before the match starts. */
  readonly score: string | null;
  readonly outcome: 'win' | 'loss' | null;
  /** The side that forfeited (forfeit style). */
  readonly forfeited: boolean;
  /** The row shows a placeholder text (RULES c.5), not a team. */
  readonly placeholder: boolean;
}

/** One match card (broadcast §2 "Bracket match card"). */
export interface BracketCardModel {
  /** Match number N (position in ordered_matches). */
  readonly number: number;
  /** The number the card shows: match_number when set, else N (RULES c.3). */
  readonly label: string;
  readonly matchId: string | null;
  /** loading: the match record has not arrived; missing: ordered_matches has no match at N. */
  readonly state: 'ready' | 'loading' | 'missing';
  /** '{code} stream' when the bracket shows broadcasts and the match has a stream code. */
  readonly streamText: string | null;
  /** Friendly start time when the bracket shows times (hidden once decided). */
  readonly startText: string | null;
  /** The full start date, for a tooltip. */
  readonly startTitle: string | null;
  readonly isLive: boolean;
  readonly isComplete: boolean;
  readonly rows: readonly [BracketRowModel, BracketRowModel];
  /** What a screen reader hears for the card. */
  readonly ariaLabel: string;
}

export interface BuildBracketCardsInput {
  readonly layout: BracketLayout;
  readonly orderedMatchIds: readonly string[];
  /** The match records that have arrived (others count as loading when listed in loadingMatchIds). */
  readonly matches: readonly BracketCardMatch[];
  readonly loadingMatchIds?: ReadonlySet<string>;
  readonly teams: readonly BracketCardTeam[];
  /** The current time, passed in (friendly start times). */
  readonly now: number;
  readonly timeZone: string;
  readonly use24HourTime: boolean;
  /** Bracket show_times and show_broadcasts. */
  readonly showTimes: boolean;
  readonly showBroadcasts: boolean;
}

/**
 * The cards of a bracket (broadcast §2 "Bracket match card"): for every match drawn in the layout, its number
 * (match_number, else N), '{code} stream', the friendly start time (hidden once decided), two team rows in
 * stored slot order with scores, the forfeit display ('W' / 'FF') in place of scores, win/loss outcome, and the
 * RULES c.5 placeholder of an empty slot. Scores show once the match is live, has a score, or is complete.
 */
export function buildBracketCards(input: BuildBracketCardsInput): Map<number, BracketCardModel> {
  const matchById = new Map(input.matches.map((match) => [match.id, match]));
  const teamById = new Map(input.teams.map((team) => [team.id, team]));
  const state = {
    layout: input.layout,
    orderedMatchIds: input.orderedMatchIds,
    matches: input.matches,
    teams: input.teams,
  };
  const cards = new Map<number, BracketCardModel>();
  for (const number of locateBracketGames(input.layout).keys()) {
    const matchId = input.orderedMatchIds[number - 1] ?? null;
    const match = matchId ? matchById.get(matchId) : undefined;
    const label = getMatchCardNumber(number, match?.match_number);
    if (!match) {
      const loading = matchId !== null && (input.loadingMatchIds?.has(matchId) ?? false);
      const rows: readonly [BracketRowModel, BracketRowModel] = [
        emptyRow(1, loading),
        emptyRow(2, loading),
      ];
      cards.set(number, {
        number,
        label,
        matchId,
        state: loading ? 'loading' : 'missing',
        streamText: null,
        startText: null,
        startTitle: null,
        isLive: false,
        isComplete: false,
        rows,
        ariaLabel: EVENT_TEXT.bracketCardLabel(
          formatMatchLabel(number),
          rows[0].name,
          rows[1].name,
          null,
          null,
        ),
      });
      continue;
    }
    const complete = isMatchComplete(match);
    const winner = getMatchWinner(match);
    const forfeit = getForfeitDisplay(match);
    const isLive = match.live === true && !complete;
    const started = isLive || complete || (match.score_1 ?? 0) > 0 || (match.score_2 ?? 0) > 0;
    const scores = [match.score_1 ?? 0, match.score_2 ?? 0] as const;
    // The one rule for a match's sides (RULES c.5), as every list and header shows them; a team id whose record
    // has not arrived is still a team (an empty, loading name below).
    const sides = getMatchSides({
      match: {
        id: match.id,
        teams: (match.teams ?? []).map((id) => (id ? (teamById.get(id) ?? { id }) : null)),
        placeholder_teams: match.placeholder_teams,
        placeholder_right: match.placeholder_right,
      },
      brackets: [{ ...state, matchNumber: number }],
    });
    const makeRow = (slot: 1 | 2): BracketRowModel => {
      const side = slot === 1 ? sides[0] : sides[1];
      const outcome = winner === null ? null : winner === slot ? 'win' : 'loss';
      const score = forfeit
        ? forfeit[slot - 1] === 'W'
          ? EVENT_TEXT.bracketForfeitWin
          : EVENT_TEXT.bracketForfeitLoss
        : started
          ? String(scores[slot - 1])
          : null;
      const forfeited = forfeit !== null && forfeit[slot - 1] === 'FF';
      if (side.kind === 'placeholder') {
        return {
          slot,
          teamId: null,
          name: side.name,
          short: side.shortName,
          logo: null,
          score,
          outcome,
          forfeited,
          placeholder: true,
        };
      }
      // A team whose record has not arrived yet shows an empty (loading) name, never 'TBD'.
      const teamId = side.team.id;
      const team = teamById.get(teamId);
      const name = team ? team.name?.trim() || team.code?.trim() || EVENT_TEXT.bracketTbd : '';
      return {
        slot,
        teamId,
        name,
        short: team?.code?.trim() || name,
        logo: team?.logo ?? null,
        score,
        outcome,
        forfeited,
        placeholder: false,
      };
    };
    const rows: readonly [BracketRowModel, BracketRowModel] = [makeRow(1), makeRow(2)];
    // A live match shows 'Live' in place of its (past) start time; the full date stays in the tooltip.
    const startText =
      input.showTimes && !isLive
        ? formatFriendlyStartTime({
            start: match.start,
            now: input.now,
            timeZone: input.timeZone,
            use24HourTime: input.use24HourTime,
            isDecided: complete,
          })
        : null;
    const streamCode = match.stream_code?.trim();
    const scoreText =
      rows[0].score !== null && rows[1].score !== null
        ? EVENT_TEXT.bracketCardScore(rows[0].score, rows[1].score)
        : null;
    cards.set(number, {
      number,
      label,
      matchId: match.id,
      state: 'ready',
      streamText: input.showBroadcasts && streamCode ? EVENT_TEXT.bracketStream(streamCode) : null,
      startText,
      startTitle: match.start ? formatDate(match.start, input.timeZone, input.use24HourTime) : null,
      isLive,
      isComplete: complete,
      rows,
      ariaLabel: EVENT_TEXT.bracketCardLabel(
        formatMatchLabel(number, match.match_number),
        rows[0].name,
        rows[1].name,
        scoreText,
        isLive ? EVENT_TEXT.bracketLive : startText,
      ),
    });
  }
  return cards;
}

function emptyRow(slot: 1 | 2, loading: boolean): BracketRowModel {
  const name = loading ? '' : EVENT_TEXT.bracketTbd;
  return {
    slot,
    teamId: null,
    name,
    short: name,
    logo: null,
    score: null,
    outcome: null,
    forfeited: false,
    placeholder: true,
  };
}
