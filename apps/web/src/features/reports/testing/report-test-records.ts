import { REPORT_FLAGS } from '@castline/domain';
import { byId, event, EVENT_SPRING, match, team } from '../../../test/fixtures.js';
import { TEST_USER } from '../../auth/testing/render-with-auth.js';

/** The people of the report page tests: a captain of each team and an event staff member. */
export const CAPTAIN_A = { ...TEST_USER, name: 'Ada', airtableID: 'recPLAYERCAPTAINA' };
export const CAPTAIN_B = { ...TEST_USER, name: 'Bea', airtableID: 'recPLAYERCAPTAINB' };
export const STAFFER = { ...TEST_USER, name: 'Sam', airtableID: 'recPLAYERSTAFFERA' };
export const STRANGER = { ...TEST_USER, name: 'Zed', airtableID: 'recPLAYERSTRANGER' };

export const TEAM_A = { ...team(1), name: 'Night Owls', captains: [CAPTAIN_A.airtableID] };
export const TEAM_B = { ...team(2), name: 'Red Foxes', captains: [CAPTAIN_B.airtableID] };
export const MAP_BUSAN = 'recMAPDATABUSANAA';
export const MAP_ILIOS = 'recMAPDATAILIOSAA';
export const MAP_KINGS = 'recMAPDATAKINGSAA';
export const HERO_ANA = 'recHEROANAAAAAAAA';
export const REPORT_ID = 'recREPORTOPENAAAA';
export const MATCH = {
  ...match(1, [TEAM_A.id, TEAM_B.id], '2027-03-01T18:00:00.000Z'),
  first_to: 2,
  game: 'Overwatch',
  maps: [],
  reports: [] as string[],
  report_history: [] as string[],
  earliest_start: null as string | null,
  latest_start: null as string | null,
};
/** The match's URL (a 14-character id). */
export const MATCH_PATH = `/match/${MATCH.id.slice(3)}`;

/** A score report's data as the editor sends it: Night Owls win 2–1 (or the given scores). */
export function scoreData(
  maps: [number, number][] = [
    [2, 0],
    [1, 2],
    [3, 2],
  ],
) {
  const mapIds = [MAP_BUSAN, MAP_ILIOS, MAP_KINGS];
  const winsA = maps.filter(([a, b]) => a > b).length;
  return {
    mapData: maps.map(([a, b], index) => ({
      map: mapIds[index] ?? null,
      winner: a > b ? TEAM_A.id : TEAM_B.id,
      draw: false,
      picker: null,
      banner: null,
      score_1: a,
      score_2: b,
      replay_code: null,
    })),
    matchData: { score_1: winsA, score_2: maps.length - winsA, forfeit: false },
  };
}

/** Every report flag off (the flags of NO_REPORT). */
const flagsOff = Object.fromEntries(REPORT_FLAGS.map((flag) => [flag, false]));

/** A Report record (RULES (h)) of the match. */
export function reportRecord(fields: Record<string, unknown>) {
  return {
    id: REPORT_ID,
    __kind: 'report',
    type: 'score',
    state: 'AwaitingOpponent',
    match: [MATCH.id],
    team: [TEAM_A.id],
    player: [CAPTAIN_A.airtableID],
    data: scoreData(),
    countered_data: null,
    log: [
      {
        at: Date.parse('2027-02-28T10:00:00Z'),
        actor: CAPTAIN_A.airtableID,
        team: TEAM_A.id,
        staff: false,
        key: 'submitted_score_report',
        text: 'Submitted a score report.',
      },
    ],
    ...flagsOff,
    approved_by_team: true,
    ...fields,
  };
}

/** The event's blocks with these reporting switches. */
export function blocks(reporting: Record<string, Record<string, boolean>>): string {
  return JSON.stringify({ reporting });
}

/** The records of one match, its teams, event, maps and heroes, plus any extra records. */
export function reportRecords(options: {
  readonly blocks: string;
  readonly match?: Record<string, unknown>;
  readonly extra?: ({ id: string } & Record<string, unknown>)[];
}) {
  const records: ({ id: string } & Record<string, unknown>)[] = [
    { ...MATCH, ...options.match },
    TEAM_A,
    TEAM_B,
    event(EVENT_SPRING, 'Spring Cup', {
      blocks: options.blocks,
      staff: [STAFFER.airtableID],
      map_pool: [MAP_BUSAN, MAP_ILIOS, MAP_KINGS],
      timezone: 'America/New_York',
      game: 'Overwatch',
      matches: [MATCH.id],
      player_relationships: [],
    }),
    { id: MAP_BUSAN, __kind: 'map_data', name: 'Busan', type: 'Control', game: 'Overwatch' },
    { id: MAP_ILIOS, __kind: 'map_data', name: 'Ilios', type: 'Control', game: 'Overwatch' },
    { id: MAP_KINGS, __kind: 'map_data', name: "King's Row", type: 'Hybrid', game: 'Overwatch' },
    {
      id: 'special:heroes',
      __kind: 'derived',
      heroes: [{ id: HERO_ANA, name: 'Ana', role: 'Support', game: 'Overwatch' }],
    },
    { id: CAPTAIN_A.airtableID, __kind: 'player', name: 'Ada' },
    { id: CAPTAIN_B.airtableID, __kind: 'player', name: 'Bea' },
    { id: STAFFER.airtableID, __kind: 'player', name: 'Sam' },
    ...(options.extra ?? []),
  ];
  return byId(...records);
}

/** An action answer (the envelope) with a report action result. */
export function okAnswer(message = 'Done', state = 'AwaitingOpponent') {
  return {
    body: {
      error: false,
      errorMessage: null,
      code: null,
      data: { report: REPORT_ID, match: MATCH.id, state, applied: false, message },
    },
  };
}
