import {
  parseEventBlocks,
  type EventRecord,
  type MatchRecord,
  type ReportRecord,
  type ScoreReportData,
  type StoredRecord,
} from '@castline/contracts';
import {
  NO_REPORT,
  REPORT_FLAGS,
  RESCHEDULE_LOG_TEXT,
  SCORE_REPORT_LOG_TEXT,
  countMapWins,
  evaluateReportApproval,
  getGameProfile,
  readReportSettings,
  transitionRescheduleRequest,
  transitionScoreReport,
  validateScoreReportData,
  type ReportActor,
  type ReportFlag,
  type ReportSnapshot,
  type ReportTransitionResult,
} from '@castline/domain';
import { generateDemoSeason } from '../generate-demo-season.js';

const NOW = new Date('2026-11-21T15:17:23.000Z');
const NOW_MS = NOW.getTime();
const season = generateDemoSeason({ now: NOW });
const byId = new Map(season.records.map((record) => [record.id, record]));
const get = <K extends StoredRecord['__kind']>(kind: K, id: string | undefined) => {
  const record = id === undefined ? undefined : byId.get(id);
  if (record?.__kind !== kind) throw new Error(`expected a ${kind} at ${String(id)}`);
  return record as Extract<StoredRecord, { __kind: K }>;
};
const spring = season.records.find((r) => r.__kind === 'event' && r.in_progress) as EventRecord;
const settings = readReportSettings(spring.blocks);
const reports = season.records.filter((r): r is ReportRecord => r.__kind === 'report');
const matchOf = (report: ReportRecord) => get('match', report.match[0]);
const user = (role: string) => season.users.filter((u) => u.role === role);

function captainsMatchId(): string {
  const [first] = user('captain').map((u) => get('player', u.player_id));
  const match = season.records.find(
    (r): r is MatchRecord =>
      r.__kind === 'match' &&
      !r.live &&
      r.match_group === 'Playoffs' &&
      r.teams.length === 2 &&
      r.teams.includes(first?.captain_of[0] ?? '') &&
      r.score_1 === null,
  );
  if (!match) throw new Error('no captains match');
  return match.id;
}
const captainsMatch = get('match', captainsMatchId());

/** The log key each b.2 / b.3 row writes, back to its trigger (for replaying a report's log). */
const SCORE_TRIGGER_BY_KEY = {
  submitted_score_report: 'submit',
  approved_by_opponent: 'approve',
  countered_score_report: 'counter',
  approved_counter_report: 'counter-approve',
  denied_counter_report: 'counter-deny',
  staff_preapproved: 'staff-pre-approve',
  staff_approved: 'staff-approve',
  staff_force_approved: 'staff-force-approve',
  staff_force_approved_counter: 'staff-force-counter-approve',
  staff_denied: 'staff-deny',
  staff_deleted: 'staff-delete',
  superseded: 'supersede',
  applied: 'apply-succeeded',
} as const;
const RESCHEDULE_TRIGGER_BY_KEY = {
  submitted_request: 'submit',
  approved_by_opponent: 'approve',
  denied_by_opponent: 'deny',
  withdrawn: 'withdraw',
  staff_preapproved: 'staff-pre-approve',
  staff_approved: 'staff-approve',
  staff_force_approved: 'staff-force-approve',
  staff_denied: 'staff-deny',
  staff_deleted: 'staff-delete',
  superseded: 'supersede',
  applied: 'apply-succeeded',
} as const;

/** The report as the machines see it (its flags, state, team and data). */
function snapshotOf(report: ReportRecord): ReportSnapshot<string> {
  const flags = Object.fromEntries(REPORT_FLAGS.map((flag) => [flag, report[flag]]));
  return {
    ...(flags as Record<ReportFlag, boolean>),
    state: report.state,
    team: report.team[0] ?? null,
    data: report.data,
    countered_data: report.countered_data,
  };
}

/** Replays a report's log through its machine: every press accepted, ending in the stored report. */
function replay(report: ReportRecord): ReportSnapshot<string> {
  let snapshot = NO_REPORT as unknown as ReportSnapshot<string>;
  for (const entry of report.log) {
    const actor: ReportActor =
      entry.actor === 'system'
        ? { kind: 'auto', playerId: null, teamId: null }
        : entry.staff
          ? { kind: 'staff', playerId: entry.actor, teamId: null }
          : {
              kind: entry.team === report.team[0] ? 'submitting-team' : 'opponent-team',
              playerId: entry.actor,
              teamId: entry.team,
            };
    const base = { report: snapshot as never, actor, at: entry.at };
    const result: ReportTransitionResult<string> =
      report.type === 'score'
        ? transitionScoreReport({
            ...base,
            trigger: SCORE_TRIGGER_BY_KEY[entry.key as keyof typeof SCORE_TRIGGER_BY_KEY],
            switches: settings.score,
            data: entry.key === 'countered_score_report' ? report.countered_data : report.data,
          })
        : transitionRescheduleRequest({
            ...base,
            trigger: RESCHEDULE_TRIGGER_BY_KEY[entry.key as keyof typeof RESCHEDULE_TRIGGER_BY_KEY],
            switches: settings.rescheduling,
            data: report.data,
          });
    if (!result.ok) throw new Error(`${entry.key} refused: ${result.text}`);
    snapshot = result.report;
  }
  return snapshot;
}

/** What validateScoreReportData checks a report of this match against, from the demo records. */
function contextOf(match: MatchRecord) {
  const event = get('event', match.event[0]);
  const maps = event.map_pool.map((id) => get('map_data', id));
  const score = readReportSettings(event.blocks).score;
  const blocks = parseEventBlocks(event.blocks ?? '{}');
  const block = blocks.success ? blocks.data.reporting?.score : undefined;
  return {
    firstTo: match.first_to,
    teamIds: [match.teams[0] ?? '', match.teams[1] ?? ''] as const,
    game: match.game,
    profile: getGameProfile(match.game),
    pickBanOrder: match.pick_ban_order,
    maps: maps.map((m) => ({ id: m.id, name: m.name, game: m.game, type: m.type })),
    mapsFromPool: true,
    heroes: season.records.flatMap((r) =>
      r.__kind === 'hero' ? [{ id: r.id, game: r.game }] : [],
    ),
    existingMaps: match.maps.map((id) => {
      const map = get('map', id);
      return {
        id,
        map: map.map[0] ?? null,
        winner: map.winner[0] ?? null,
        draw: map.draw,
        banner: map.banner[0] ?? null,
      };
    }),
    switches: {
      allowForfeits: score.allowForfeits,
      showHeroPicks: block?.showHeroPicks === true,
      showHeroBans: block?.showHeroBans === true,
      showMapBans: block?.showMapBans === true,
    },
  };
}

describe('addDemoReports: the in-progress event runs score reports and reschedules', () => {
  it('switches both workflows on with opponent and staff approval and fake Discord channels, blocks that pass the schema', () => {
    for (const switches of [settings.score, settings.rescheduling])
      expect(switches).toMatchObject({ use: true, opponentApprove: true, staffApprove: true });
    expect(settings.score.allowForfeits).toBe(true);
    expect(Object.keys(settings.channels).sort()).toEqual([
      'captainNotifications',
      'matchTimeChanges',
      'postMatchReports',
      'staffApprovalNotifications',
      'staffCompletedScoreReport',
      'staffScoreReport',
    ]);
    for (const id of Object.values(settings.channels)) expect(id).toMatch(/^\d{17,20}$/);
    const blocks = parseEventBlocks(spring.blocks ?? '{}');
    expect(blocks.success && blocks.data.logging?.sendStaffPreapprovalNotifications).toBe(true);
    for (const event of season.records.filter((r) => r.__kind === 'event'))
      expect(parseEventBlocks(event.blocks ?? '{}')).toMatchObject({ success: true });
  });

  it('has reports in every state a newcomer should see, open ones linked in reports, archived in report_history', () => {
    const states = (type: string, link: 'reports' | 'report_history') =>
      reports
        .filter((r) => r.type === type && matchOf(r)[link].includes(r.id))
        .map((r) => r.state)
        .sort();
    expect(states('score', 'reports')).toEqual([
      'Applied',
      'AwaitingOpponent',
      'Countered',
      'Disputed',
    ]);
    expect(states('score', 'report_history')).toEqual(['Denied']);
    expect(states('reschedule', 'reports')).toEqual(['AwaitingStaff']);
    expect(states('reschedule', 'report_history')).toEqual(['Applied', 'Withdrawn']);
    for (const report of reports) {
      expect(matchOf(report).event).toEqual([spring.id]);
      const links = [...matchOf(report).reports, ...matchOf(report).report_history];
      expect(links.filter((id) => id === report.id)).toHaveLength(1);
    }
    for (const match of season.records.filter((r): r is MatchRecord => r.__kind === 'match')) {
      const open = match.reports
        .map((id) => get('report', id))
        .filter((r) => r.state !== 'Applied');
      expect(open.filter((r) => r.type === 'score').length).toBeLessThanOrEqual(1);
      expect(open.filter((r) => r.type === 'reschedule').length).toBeLessThanOrEqual(1);
    }
  });

  it.each(reports.map((r) => [`${r.type} ${r.state}`, r] as const))(
    '%s: its log replays through the machine to its state and flags, with the b.6 texts',
    (_, report) => {
      expect(replay(report)).toEqual(snapshotOf(report));
      const texts: Record<string, string> =
        report.type === 'score' ? SCORE_REPORT_LOG_TEXT : RESCHEDULE_LOG_TEXT;
      for (const entry of report.log) expect(entry.text).toBe(texts[entry.key]);
      const times = report.log.map((entry) => entry.at);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW_MS);
      expect(report.player).toEqual([report.log[0]?.actor]);
      expect(report.team).toEqual([report.log[0]?.team]);
    },
  );

  it.each(reports.map((r) => [`${r.type} ${r.state}`, r] as const))(
    '%s: flags agree with evaluateReportApproval under the event switches; actors belong to their side',
    (_, report) => {
      const switches = report.type === 'score' ? settings.score : settings.rescheduling;
      const applies = evaluateReportApproval(report.type, report, switches);
      expect(applies).toBe(report.state === 'Applied');
      expect(report.approved).toBe(report.state === 'Applied');
      const match = matchOf(report);
      for (const entry of report.log) {
        if (entry.actor === 'system') continue;
        if (entry.staff) expect(spring.staff).toContain(entry.actor);
        else {
          expect(match.teams).toContain(entry.team);
          expect(get('team', entry.team ?? '').captains).toContain(entry.actor);
        }
      }
    },
  );

  it('gives every score report data (and counter) that passes the rules-aware report check; Applied equals the result', () => {
    for (const report of reports.filter((r) => r.type === 'score')) {
      const match = matchOf(report);
      const ctx = contextOf(match);
      for (const data of [report.data, report.countered_data].filter((d) => d !== null))
        expect(validateScoreReportData(data as ScoreReportData, ctx)).toBeNull();
      // An open report waits on a match without a result; a denied one never touched the match.
      if (report.state !== 'Applied') {
        if (report.state !== 'Denied') expect(match.score_1).toBeNull();
        continue;
      }
      const data = report.data as ScoreReportData;
      expect([data.matchData.score_1, data.matchData.score_2]).toEqual([
        match.score_1,
        match.score_2,
      ]);
      expect(data.mapData.map((m) => m.id)).toEqual(match.maps);
      const winners = match.maps.map((id) => ({ winner: get('map', id).winner[0] ?? null }));
      expect(countMapWins(winners, ctx.teamIds)).toEqual([match.score_1, match.score_2]);
    }
  });

  it('gives reschedule requests a start on the 5-minute grid; Applied moved the match, AwaitingStaff is in the future', () => {
    for (const report of reports.filter((r) => r.type === 'reschedule')) {
      const data = report.data as { start: string; previous_start: string };
      expect(Date.parse(data.start) % 300_000).toBe(0);
      expect(data.start).not.toBe(data.previous_start);
      const match = matchOf(report);
      if (report.state === 'Applied') expect(data.start).toBe(match.start);
      if (report.state === 'AwaitingStaff') {
        expect(data.previous_start).toBe(match.start);
        expect(Date.parse(data.start)).toBeGreaterThan(NOW_MS);
      }
    }
  });

  it('lets the demo captains act at once and keeps their match Available for both workflows', () => {
    const [carter, cleo] = user('captain').map((u) => get('player', u.player_id));
    const open = (state: string) => {
      const report = reports.find((r) => r.state === state);
      if (!report) throw new Error(`no ${state} report`);
      return { report, match: matchOf(report) };
    };
    // Cleo's team is the opponent of the report awaiting approval; Carter's team submitted the countered one.
    const awaiting = open('AwaitingOpponent');
    const opponent = awaiting.match.teams.find((t) => t !== awaiting.report.team[0]);
    expect(get('team', opponent).captains).toContain(cleo?.id);
    expect(get('team', open('Countered').report.team[0]).captains).toContain(carter?.id);
    expect(captainsMatch.reports).toEqual([]);
    expect(captainsMatch.report_history).toEqual([]);
    expect(Date.parse(captainsMatch.start ?? '')).toBeGreaterThan(NOW_MS);
  });
});
