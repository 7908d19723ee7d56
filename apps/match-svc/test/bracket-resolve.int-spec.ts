import { SUBJECTS, type Actor } from '@castline/contracts';
import { loadConfig, type NatsBus, type RunningService } from '@castline/nest-kit';
import {
  createTestBus,
  createTestDatabase,
  uniqueNatsPrefix,
  type TestDatabase,
} from '@castline/nest-kit/testing';
import { MatchConfigSchema } from '../src/config/match-config.js';
import { startMatchService } from '../src/start.js';
import { loadRecords, record, rid } from './fixtures.js';

jest.setTimeout(30_000);

/** A 4-team single elimination: semis 1 and 2 feed the final (3); final winner champion. */
const LAYOUT = JSON.stringify({
  brackets: [
    {
      columns: [
        { header: 'Semifinals', games: [1, 2] },
        { header: 'Final', games: [3] },
      ],
    },
  ],
  connections: {
    '1': { win: '3.1' },
    '2': { win: '3.2' },
    '3': {
      win: 'champion',
      winnerRank: { sort: 1, text: '#1' },
      loserRank: { sort: 2, text: '#2' },
    },
  },
});

describe('bracket resolve on a result change (RULES c.7, c.8)', () => {
  let db: TestDatabase;
  let svc: RunningService;
  let bus: NatsBus;
  const ids = {
    event: rid('Ev'),
    bracket: rid('Br'),
    semi1: rid('S1'),
    semi2: rid('S2'),
    final: rid('Fi'),
    a: rid('A'),
    b: rid('B'),
    c: rid('C'),
    d: rid('D'),
    admin: rid('Ad'),
  };
  const admin: Actor = {
    kind: 'player',
    player_id: ids.admin,
    name: 'Admin',
    website_settings: ['Can edit any match'],
  };

  beforeAll(async () => {
    db = await createTestDatabase('bracket');
    const prefix = uniqueNatsPrefix();
    const team = (id: string, name: string) =>
      record('team', { id, name, code: name.slice(0, 3).toUpperCase(), event: [ids.event] });
    const match = (id: string, n: number, teams: string[]) =>
      record('match', {
        id,
        teams,
        event: [ids.event],
        first_to: 2,
        score_1: 0,
        score_2: 0,
        match_number: n,
        brackets: [ids.bracket],
        slot_1_source: teams.length ? 'hand' : null,
        slot_2_source: teams.length ? 'hand' : null,
      });
    await loadRecords(db.url, [
      record('event', {
        id: ids.event,
        name: 'Bracket Cup',
        teams: [ids.a, ids.b, ids.c, ids.d],
        matches: [ids.semi1, ids.semi2, ids.final],
        brackets: [ids.bracket],
        show_in_events: true,
      }),
      team(ids.a, 'Alpha'),
      team(ids.b, 'Bravo'),
      team(ids.c, 'Charlie'),
      team(ids.d, 'Delta'),
      match(ids.semi1, 1, [ids.a, ids.b]),
      match(ids.semi2, 2, [ids.c, ids.d]),
      match(ids.final, 3, []),
      record('bracket', {
        id: ids.bracket,
        name: 'Playoffs',
        ordered_matches: [ids.semi1, ids.semi2, ids.final],
        bracket_layout: LAYOUT,
        events: [ids.event],
      }),
    ]);
    svc = await startMatchService(
      loadConfig(MatchConfigSchema, {
        DATABASE_URL: db.url,
        NATS_PREFIX: prefix,
        HEALTH_PORT: '0',
        LOG_LEVEL: 'silent',
      }),
    );
    bus = await createTestBus(prefix);
  });

  afterAll(async () => {
    await bus?.close();
    await svc?.stop();
    await db?.drop();
  });

  const things = async (list: string[]) =>
    (
      await bus.request<{ records: Record<string, unknown>[] }>(SUBJECTS.match.qry('things'), {
        ids: list,
      })
    ).records;
  const score = (matchID: string, score_1: number, score_2: number) =>
    bus.request(SUBJECTS.match.cmd('update-match-data'), {
      actor: admin,
      body: { matchID, updatedData: { score_1, score_2 } },
    });

  it('feeds the winner of a finished semifinal into the final, with provenance', async () => {
    await score(ids.semi1, 2, 1);
    const [final] = await things([ids.final]);
    expect(final?.['teams']).toEqual([ids.a]);
    expect(final?.['placeholder_right']).toBe(true);
    expect(final?.['slot_1_source']).toBe(`fed:${ids.bracket}:1.win`);
  });

  it('corrects a fed slot when the feeding result changes, and ranks the final', async () => {
    await score(ids.semi2, 0, 2);
    await score(ids.semi1, 1, 2); // Bravo wins semi 1 instead
    const [final] = await things([ids.final]);
    expect(final?.['teams']).toEqual([ids.b, ids.d]);
    await score(ids.final, 2, 0);
    const [b, d] = await things([ids.b, ids.d]);
    expect([b?.['ranking_text'], d?.['ranking_text']]).toEqual(['#1', '#2']);
  });

  it('clears a fed slot when its feeder becomes undecided, unless the target already has a result', async () => {
    // the final has a result now, so un-deciding semi 1 must not change its teams (guard)
    await score(ids.semi1, 1, 1);
    const [final] = await things([ids.final]);
    expect(final?.['teams']).toEqual([ids.b, ids.d]);
  });
});
