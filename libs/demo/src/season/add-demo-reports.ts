import type {
  MapDataRecord,
  MapRecord,
  MatchRecord,
  PlayerRecord,
  ReportRecord,
  ScoreReportData,
  TeamRecord,
} from '@castline/contracts';
import {
  NO_REPORT,
  transitionRescheduleRequest,
  type RescheduleTrigger,
  type ScoreReportTrigger,
  transitionScoreReport,
  type ReportActor,
  type ReportLogEntry,
  type ReportSnapshot,
  type ReportSwitches,
  type ReportTransitionInput,
  type ReportTransitionResult,
} from '@castline/domain';
import { addMatch } from './add-match.js';
import type { SpringShowdown } from './add-spring-showdown.js';
import { atLocalHour } from './at-local-hour.js';
import { requireItem } from './require-item.js';
import { DAY, HOUR, MINUTE, type SeasonContext } from './season-context.js';

/** The in-progress event's reporting switches (RULES b.1): both workflows need the opponent and staff. */
export const DEMO_SCORE_SWITCHES: ReportSwitches = {
  use: true,
  opponentApprove: true,
  staffApprove: true,
};
export const DEMO_RESCHEDULE_SWITCHES: ReportSwitches = DEMO_SCORE_SWITCHES;

/** What the demo reports were added to. */
export interface DemoReports {
  /** Exhibition matches of the in-progress event, played or upcoming, each carrying an open report. */
  readonly exhibitions: readonly MatchRecord[];
  readonly reports: readonly ReportRecord[];
}

/** One press of a report workflow: who, when, which trigger, and the data of submit / counter. */
interface Press<T extends string> {
  readonly trigger: T;
  readonly actor: ReportActor;
  readonly at: number;
  readonly data?: unknown;
}

type Transition<S extends string, T extends string> = (
  input: ReportTransitionInput<S, T>,
) => ReportTransitionResult<S>;

/** A map result of a series: the winning slot, or 0 for a draw. */
type MapResult = 1 | 2 | 0;

const EXHIBITIONS = 'Exhibitions';
/** Map types in the order an exhibition series plays them; draws take the first drawable one. */
const ROTATION = ['Control', 'Hybrid', 'Escort', 'Push', 'Flashpoint'] as const;

const teamActor = (kind: 'submitting-team' | 'opponent-team', team: TeamRecord): ReportActor => ({
  kind,
  playerId: requireItem(team.captains, 0, 'captain'),
  teamId: team.id,
});

/**
 * Runs presses through a report machine of libs/domain (RULES b.2 / b.3), from "no report", and runs the
 * `apply-succeeded` row whenever a press says apply must run, exactly as the service does: the report, its log and
 * whether its link belongs in report_history. A refused press is a bug in the demo, so it throws.
 */
function runPresses<S extends string, T extends string>(
  transition: Transition<S, T>,
  presses: readonly Press<T>[],
  switches: ReportSwitches,
): { report: ReportSnapshot<S>; log: ReportLogEntry[]; archived: boolean } {
  let report = NO_REPORT as unknown as ReportSnapshot<S>;
  const log: ReportLogEntry[] = [];
  let archived = false;
  const press = (input: Press<T>): void => {
    const result = transition({ ...input, report, switches });
    if (!result.ok) throw new Error(`Demo season: ${input.trigger} refused (${result.text})`);
    report = result.report;
    log.push(result.logEntry);
    archived = result.shouldArchive;
    if (result.shouldApply)
      press({
        trigger: 'apply-succeeded' as T,
        actor: { kind: 'auto', playerId: null, teamId: null },
        at: input.at,
      });
  };
  for (const input of presses) press(input);
  return { report, log, archived };
}

/** A series as the match editor reports it: maps of the pool in rotation, the loser of a map picks the next. */
function seriesData(
  pool: readonly MapDataRecord[],
  teams: readonly [TeamRecord, TeamRecord],
  results: readonly MapResult[],
): ScoreReportData {
  const used = new Set<string>();
  let picker: TeamRecord | null = null;
  const mapData = results.map((result, index) => {
    const types: readonly string[] = result === 0 ? ['Escort', 'Hybrid', 'Push'] : ROTATION;
    const wanted = types[index % types.length];
    const map = requireItem(
      pool.filter(
        (m) => !used.has(m.id) && (result === 0 ? types.includes(m.type ?? '') : m.type === wanted),
      ),
      0,
      'exhibition map',
    );
    used.add(map.id);
    const winner = result === 0 ? null : teams[result - 1];
    const entry = {
      map: map.id,
      number: index + 1,
      winner: winner?.id ?? null,
      draw: result === 0,
      picker: picker?.id ?? null,
      score_1: result === 2 ? 1 : 2,
      score_2: result === 1 ? 1 : 2,
    };
    if (result !== 0) picker = teams[result === 1 ? 1 : 0];
    return entry;
  });
  const wins = (slot: 1 | 2) => results.filter((r) => r === slot).length;
  return { mapData, matchData: { score_1: wins(1), score_2: wins(2) } };
}

/** A played match's maps as the report of that result (entries carry the stored map ids). */
function playedData(match: MatchRecord, maps: ReadonlyMap<string, MapRecord>): ScoreReportData {
  const mapData = match.maps.map((id) => {
    const map = maps.get(id);
    if (!map) throw new Error('Demo season: a played match without its map');
    return {
      id: map.id,
      map: map.map[0] ?? null,
      number: map.number,
      winner: map.winner[0] ?? null,
      draw: map.draw,
      banner: map.banner[0] ?? null,
      picker: map.picker[0] ?? null,
      score_1: map.score_1,
      score_2: map.score_2,
      replay_code: map.replay_code,
      team_1_picks: [...map.team_1_picks],
      team_2_picks: [...map.team_2_picks],
      team_1_bans: [...map.team_1_bans],
      team_2_bans: [...map.team_2_bans],
    };
  });
  return { mapData, matchData: { score_1: match.score_1 ?? 0, score_2: match.score_2 ?? 0 } };
}

/** The same report with the result the other way round (a wrong report that staff denied). */
function swappedData(data: ScoreReportData, teams: readonly [string, string]): ScoreReportData {
  const other = (id: string | null | undefined) =>
    id === teams[0] ? teams[1] : id === teams[1] ? teams[0] : (id ?? null);
  return {
    mapData: data.mapData.map((map) => ({
      ...map,
      winner: other(map.winner),
      score_1: map.score_2 ?? null,
      score_2: map.score_1 ?? null,
    })),
    matchData: { score_1: data.matchData.score_2, score_2: data.matchData.score_1 },
  };
}

/**
 * The score reports and reschedule requests of the in-progress event (issue 18 item 6), produced by the domain's
 * state machines so states, flags and logs agree with RULES b.2-b.6 and `evaluateReportApproval`:
 * - four exhibition matches: yesterday's with an AwaitingOpponent score report (the second demo captain's team is
 *   the opponent), one where the first demo captain's report was Countered, an older one Disputed, and a match in
 *   two days with a reschedule request AwaitingStaff;
 * - history on two group matches: a Denied score report (report_history) then the Applied one, and a Withdrawn
 *   then an Applied reschedule request (both in report_history).
 * The captains' match stays Available for both workflows, for a newcomer to take from report to applied.
 */
export function addDemoReports(
  ctx: SeasonContext,
  spring: SpringShowdown,
  staff: PlayerRecord,
): DemoReports {
  const { store } = ctx;
  const { event } = spring;
  const timezone = event.timezone ?? 'UTC';
  const records = store.all();
  const maps = new Map(
    records.flatMap((r): [string, MapRecord][] => (r.__kind === 'map' ? [[r.id, r]] : [])),
  );
  const pool = ctx.games.maps.Overwatch.filter((map) => event.map_pool.includes(map.id));
  const team = (id: string | undefined): TeamRecord => {
    const found = spring.teams.find((t) => t.id === id);
    if (!found) throw new Error('Demo season: unknown team');
    return found;
  };
  const [carterTeam, cleoTeam] = spring.captainsMatch.teams.map(team) as [TeamRecord, TeamRecord];
  const others = spring.teams.filter((t) => t !== carterTeam && t !== cleoTeam);
  const other = (index: number) => requireItem(others, index, 'team');
  const staffActor: ReportActor = { kind: 'staff', playerId: staff.id, teamId: null };
  const reports: ReportRecord[] = [];

  const keep = (
    type: 'score' | 'reschedule',
    match: MatchRecord,
    result: { report: ReportSnapshot<string>; log: ReportLogEntry[]; archived: boolean },
  ): void => {
    const { report, log, archived } = result;
    const submitter = log[0]?.actor;
    // The snapshot is the Report record's machine fields (RULES (h)); team and player are links.
    const { team: teamId, state, ...fields } = report;
    const record = store.create('report', {
      ...fields,
      type,
      state: state as ReportRecord['state'],
      log,
    });
    store.link(match, archived ? 'report_history' : 'reports', record, 'match');
    if (teamId) store.refer(record, 'team', team(teamId));
    const player = records.find((r) => r.__kind === 'player' && r.id === submitter);
    if (player) store.refer(record, 'player', player);
    reports.push(record);
  };
  const score = (presses: readonly Press<ScoreReportTrigger>[]) =>
    runPresses(transitionScoreReport, presses, DEMO_SCORE_SWITCHES);
  const reschedule = (presses: readonly Press<RescheduleTrigger>[]) =>
    runPresses(transitionRescheduleRequest, presses, DEMO_RESCHEDULE_SWITCHES);

  const exhibition = (number: number, teams: [TeamRecord, TeamRecord], start: number) =>
    addMatch(ctx, event, teams, {
      name: `Spring Showdown Exhibition Match ${number}`,
      start: new Date(start).toISOString(),
      duration: 90,
      first_to: 2,
      match_group: EXHIBITIONS,
      sub_event: EXHIBITIONS,
      match_number: number,
      slot_1_source: 'hand',
      slot_2_source: 'hand',
    });

  // One press per line: a team member's (side, team) or staff's, at a time, with the data of submit / counter.
  const by = <T extends string>(
    trigger: T,
    side: 'submitting-team' | 'opponent-team' | 'staff',
    who: TeamRecord | null,
    at: number,
    data?: unknown,
  ): Press<T> => ({
    trigger,
    actor: side === 'staff' || !who ? staffActor : teamActor(side, who),
    at,
    data,
  });

  // 1: played yesterday; the opponent (the second demo captain's team) has to approve or counter.
  const e1Teams: [TeamRecord, TeamRecord] = [other(0), cleoTeam];
  const e1Start = atLocalHour(ctx.hour - DAY, 20, timezone);
  const e1 = exhibition(1, e1Teams, e1Start);
  const e1Data = seriesData(pool, e1Teams, [1, 2, 1]);
  keep('score', e1, score([by('submit', 'submitting-team', other(0), e1Start + 2 * HOUR, e1Data)]));

  // 2: the first demo captain reported a sweep, the opponent countered: the captain accepts or rejects the counter.
  const e2Teams: [TeamRecord, TeamRecord] = [carterTeam, other(1)];
  const e2Start = atLocalHour(ctx.hour - DAY, 17, timezone);
  const e2 = exhibition(2, e2Teams, e2Start);
  keep(
    'score',
    e2,
    score([
      by(
        'submit',
        'submitting-team',
        carterTeam,
        e2Start + 2 * HOUR,
        seriesData(pool, e2Teams, [1, 1]),
      ),
      by(
        'counter',
        'opponent-team',
        other(1),
        e2Start + 3 * HOUR,
        seriesData(pool, e2Teams, [1, 2, 2]),
      ),
    ]),
  );

  // 3: countered, the counter rejected: staff decide.
  const e3Teams: [TeamRecord, TeamRecord] = [other(2), other(3)];
  const e3Start = atLocalHour(ctx.hour - 2 * DAY, 20, timezone);
  const e3 = exhibition(3, e3Teams, e3Start);
  keep(
    'score',
    e3,
    score([
      by(
        'submit',
        'submitting-team',
        other(2),
        e3Start + 2 * HOUR,
        seriesData(pool, e3Teams, [1, 0, 2, 1]),
      ),
      by(
        'counter',
        'opponent-team',
        other(3),
        e3Start + 4 * HOUR,
        seriesData(pool, e3Teams, [1, 2, 2]),
      ),
      by('counter-deny', 'submitting-team', other(2), e3Start + 20 * HOUR),
    ]),
  );

  // 4: in two days; both teams agreed on a new time a day later, staff approval is missing.
  const e4Start = atLocalHour(ctx.hour + 2 * DAY, 19, timezone);
  const e4 = exhibition(4, [other(4), other(5)], e4Start);
  const moved = { start: new Date(e4Start + DAY).toISOString(), previous_start: e4.start };
  keep(
    'reschedule',
    e4,
    reschedule([
      by('submit', 'submitting-team', other(4), ctx.fiveMinutes - 5 * HOUR, moved),
      by('approve', 'opponent-team', other(5), ctx.fiveMinutes - 3 * HOUR),
    ]),
  );

  // History: the first group match's wrong report was denied; the right one went through opponent and staff.
  const g1 = requireItem(spring.groupMatches, 0, 'group match');
  const g1Teams = g1.teams.map(team) as [TeamRecord, TeamRecord];
  const g1Winner = (g1.score_1 ?? 0) > (g1.score_2 ?? 0) ? 0 : 1;
  const [winner, loser] = [g1Teams[g1Winner], g1Teams[1 - g1Winner] as TeamRecord];
  const g1Start = Date.parse(g1.start ?? '');
  const played = playedData(g1, maps);
  const wrong = swappedData(played, [g1Teams[0].id, g1Teams[1].id]);
  keep(
    'score',
    g1,
    score([
      by('submit', 'submitting-team', loser, g1Start + 2 * HOUR, wrong),
      by('staff-deny', 'staff', null, g1Start + 3 * HOUR),
    ]),
  );
  keep(
    'score',
    g1,
    score([
      by('submit', 'submitting-team', winner, g1Start + 4 * HOUR, played),
      by('approve', 'opponent-team', loser, g1Start + 5 * HOUR),
      by('staff-approve', 'staff', null, g1Start + 6 * HOUR),
    ]),
  );

  // History: the second group match was moved a day later, after a first request had been withdrawn.
  const g2 = requireItem(spring.groupMatches, 1, 'group match');
  const [home, away] = g2.teams.map(team) as [TeamRecord, TeamRecord];
  const g2Start = Date.parse(g2.start ?? '');
  const before = new Date(g2Start - DAY).toISOString();
  const early = {
    start: new Date(g2Start - DAY + 30 * MINUTE).toISOString(),
    previous_start: before,
  };
  keep(
    'reschedule',
    g2,
    reschedule([
      by('submit', 'submitting-team', home, g2Start - 4 * DAY, early),
      by('withdraw', 'submitting-team', home, g2Start - 4 * DAY + 2 * HOUR),
    ]),
  );
  keep(
    'reschedule',
    g2,
    reschedule([
      by('submit', 'submitting-team', away, g2Start - 3 * DAY, {
        start: g2.start,
        previous_start: before,
      }),
      by('approve', 'opponent-team', home, g2Start - 3 * DAY + 3 * HOUR),
      by('staff-approve', 'staff', null, g2Start - 3 * DAY + 5 * HOUR),
    ]),
  );

  return { exhibitions: [e1, e2, e3, e4], reports };
}
