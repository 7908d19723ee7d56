// match-svc's map and live-match actions end to end (RULES (a)): toggle-flip-teams, update-live-match-map-data,
// multi-map-win and update-map-data against the whole stack and the demo season's live match (Spring Showdown
// playoffs match 8 on the 'main' broadcast: Overwatch, first to 3, 1-1, a current map). Per action: the happy path
// (records through /things), a refusal (403 / 422 with the RULES text, nothing written), a bad body (400 naming the
// problem, nothing written) and the data_update a subscribed socket gets.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_TEXT } from '@castline/contracts';
import {
  action,
  connectDatabase,
  connectSocket,
  connected,
  demoUsers,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

describe('match map and live-match actions', { timeout: 300_000 }, () => {
  let stack;
  let db;
  let socket;
  const tokens = {};
  const ctx = {};

  /** Audit rows of match-svc: every accepted write adds one, a refused or invalid call none. */
  const auditRows = async () =>
    Number((await db.query(`SELECT count(*) AS n FROM "match".audit`)).rows[0].n);
  const read = async (ids) => (await things(stack.base, ids)).body;
  const readOne = async (id) => (await read([id]))[0];
  /** What a refused or invalid call must leave untouched: the audit, the live match and its maps. */
  const snapshot = async () => ({
    audit: await auditRows(),
    records: await read([ctx.liveMatch, ...(await readOne(ctx.liveMatch)).maps]),
  });
  const assertNothingWritten = async (before) => assert.deepEqual(await snapshot(), before);
  /** The next data_update of `id` on the subscribed socket that passes `check`. */
  const nextUpdate = (id, check, label) =>
    waitFor(
      () => socket.updates.find((u) => u.id === id && check(u.data)),
      10_000,
      `data_update of ${label}`,
    );

  before(async () => {
    stack = await startTestStack();
    db = await connectDatabase(stack);
    const { byRole } = await demoUsers(stack);
    for (const role of ['organiser', 'staff', 'producer', 'player'])
      tokens[role] = byRole(role)[0].token;
    // A client owner without match-edit rights on the live match: the second captain joins the producer's client
    // (broadcast access to 'main', no ME on its live match).
    const captain = byRole('captain')[1];
    tokens.captain = captain.token;
    await db.query(
      `UPDATE "broadcast".clients SET staff = array_append(staff, $1) WHERE key = 'prod1'`,
      [captain.player_id],
    );
    const [main, second] = await read(['broadcast-main', 'broadcast-second']);
    ctx.mainBroadcast = main.id;
    ctx.secondBroadcast = second.id;
    ctx.liveMatch = main.live_match[0];
    assert.ok(ctx.liveMatch, "the demo 'main' broadcast has a live match");
    assert.deepEqual(second.live_match, [], "the demo 'second' broadcast has none");
    const match = await readOne(ctx.liveMatch);
    ctx.teams = match.teams;
    assert.equal(match.game, 'Overwatch');
    assert.deepEqual([match.score_1, match.score_2, match.first_to], [1, 1, 3]);
    ctx.heroes = (
      await db.query(`SELECT id FROM "match".heroes WHERE game = 'Overwatch' ORDER BY id LIMIT 4`)
    ).rows.map((r) => r.id);
    ctx.owMaps = (
      await db.query(`SELECT id FROM "match".map_data WHERE game = 'Overwatch' ORDER BY id`)
    ).rows.map((r) => r.id);
    ctx.otherMap = (
      await db.query(`SELECT id FROM "match".map_data WHERE game <> 'Overwatch' LIMIT 1`)
    ).rows[0]?.id;
    assert.equal(ctx.heroes.length, 4);
    assert.ok(ctx.owMaps.length > 0 && ctx.otherMap, 'the demo has map data of several games');

    socket = connectSocket(stack.socketUrl);
    await connected(socket.socket);
    socket.socket.emit('subscribe-multiple', [ctx.liveMatch, ...match.maps, 'broadcast-main']);
    await new Promise((r) => setTimeout(r, 300));
  });

  after(async () => {
    socket?.socket.close();
    await db?.end();
    await stack?.close();
  });

  /** The live match's current map (the first not banned with no winner and no draw). */
  const currentMap = async () => {
    const match = await readOne(ctx.liveMatch);
    const maps = await read(match.maps);
    return maps.find((m) => m.banner.length === 0 && m.winner.length === 0 && !m.draw);
  };

  describe('toggle-flip-teams', () => {
    it('flips the live match and tells the socket; teams, scores and maps stay', async () => {
      const before = await readOne(ctx.liveMatch);
      const res = await action(stack.base, 'toggle-flip-teams', {}, tokens.producer);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.data, { match: ctx.liveMatch, flip_teams: !before.flip_teams });
      const after = await readOne(ctx.liveMatch);
      assert.equal(after.flip_teams, !before.flip_teams);
      assert.deepEqual(
        [after.teams, after.score_1, after.score_2, after.maps],
        [before.teams, before.score_1, before.score_2, before.maps],
      );
      await nextUpdate(ctx.liveMatch, (d) => d.flip_teams === !before.flip_teams, 'flip_teams');
      // and back (the named broadcast is the same target)
      const back = await action(
        stack.base,
        'toggle-flip-teams',
        { broadcast: ctx.mainBroadcast },
        tokens.producer,
      );
      assert.equal(back.body.data.flip_teams, before.flip_teams);
    });

    it('refuses without broadcast access, without ME, and without a live match, writing nothing', async () => {
      const before = await snapshot();
      const cases = [
        [tokens.player, {}, 403, SERVER_TEXT.notLinkedToBroadcast],
        [tokens.staff, {}, 403, SERVER_TEXT.notLinkedToBroadcast],
        [tokens.captain, {}, 403, SERVER_TEXT.noMatchPermission],
        [tokens.producer, { broadcast: ctx.secondBroadcast }, 422, SERVER_TEXT.noLiveMatch],
      ];
      for (const [token, body, status, message] of cases) {
        const res = await action(stack.base, 'toggle-flip-teams', body, token);
        assert.equal(res.status, status, JSON.stringify(res.body));
        assert.equal(res.body.errorMessage, message);
      }
      await assertNothingWritten(before);
    });

    it('rejects a body key it does not know, by name', async () => {
      const before = await snapshot();
      const res = await action(stack.base, 'toggle-flip-teams', { flip: true }, tokens.producer);
      assert.equal(res.status, 400);
      assert.match(res.body.errorMessage, /flip/);
      await assertNothingWritten(before);
    });
  });

  describe('update-live-match-map-data', () => {
    it('writes the current map (replay code uppercased, hero picks) and tells the socket', async () => {
      const map = await currentMap();
      assert.ok(map, 'the demo live match has a current map');
      const res = await action(
        stack.base,
        'update-live-match-map-data',
        { mapData: { replay_code: 'abc12x', team_1_picks: ctx.heroes.slice(0, 2) } },
        tokens.producer,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.data, {
        match: ctx.liveMatch,
        map: map.id,
        created: false,
        score_1: 1,
        score_2: 1,
        scoreChanged: false,
        message: 'Map data saved',
      });
      const stored = await readOne(map.id);
      assert.equal(stored.replay_code, 'ABC12X');
      assert.deepEqual(stored.team_1_picks, ctx.heroes.slice(0, 2));
      await nextUpdate(map.id, (d) => d.replay_code === 'ABC12X', 'the current map');
    });

    it('a winner sets the match score to the count of map wins', async () => {
      const map = await currentMap();
      const res = await action(
        stack.base,
        'update-live-match-map-data',
        { broadcast: ctx.mainBroadcast, mapData: { winner: ctx.teams[0], score_1: 2, score_2: 0 } },
        tokens.producer,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.data.map, map.id);
      assert.equal(res.body.data.message, 'Score set to 2-1');
      const match = await readOne(ctx.liveMatch);
      assert.deepEqual([match.score_1, match.score_2], [2, 1]);
      assert.deepEqual((await readOne(map.id)).winner, [ctx.teams[0]]);
      await nextUpdate(ctx.liveMatch, (d) => d.score_1 === 2, 'the live match score');
    });

    it('refuses without broadcast access or ME, writing nothing', async () => {
      const before = await snapshot();
      const body = { mapData: { replay_code: 'nope' } };
      for (const [token, message] of [
        [tokens.player, SERVER_TEXT.notLinkedToBroadcast],
        [tokens.captain, SERVER_TEXT.noMatchPermission],
      ]) {
        const res = await action(stack.base, 'update-live-match-map-data', body, token);
        assert.equal(res.status, 403, JSON.stringify(res.body));
        assert.equal(res.body.errorMessage, message);
      }
      await assertNothingWritten(before);
    });

    it('rejects the update-map-data rules with a 400 naming the problem, writing nothing', async () => {
      const before = await snapshot();
      const cases = [
        [
          { team_2_bans: [ctx.heroes[0], ctx.heroes[0]] },
          /team_2_bans lists a hero more than once/,
        ],
        [{ map: ctx.otherMap }, /the map must be a map of Overwatch/],
        [{ winner: ctx.liveMatch }, /winner must be one of the match's teams/],
        [{ winner: ctx.teams[1], draw: true }, /winner, draw and banner exclude each other/],
        [{ score_1: -1 }, /score_1/],
        [{ id: ctx.liveMatch }, /id/],
        [{}, /Nothing to update/],
      ];
      for (const [mapData, message] of cases) {
        const res = await action(
          stack.base,
          'update-live-match-map-data',
          { mapData },
          tokens.producer,
        );
        assert.equal(res.status, 400, `${JSON.stringify(mapData)}: ${JSON.stringify(res.body)}`);
        assert.match(res.body.errorMessage, message);
      }
      await assertNothingWritten(before);
    });
  });

  describe('multi-map-win', () => {
    it("gives the first open map to the team, adds a point and clears the broadcast's map attack", async () => {
      const set = await action(
        stack.base,
        'update-broadcast',
        { mapAttack: 'Left' },
        tokens.producer,
      );
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.equal((await readOne('broadcast-main')).map_attack, 'Left');
      // No map is open after the winner above: update-live-match-map-data appends the next one (numbered 1 + the
      // unbanned maps), which the win then fills.
      const before = await readOne(ctx.liveMatch);
      assert.equal(await currentMap(), undefined);
      const next = await action(
        stack.base,
        'update-live-match-map-data',
        { mapData: { map: ctx.owMaps[1] } },
        tokens.producer,
      );
      assert.equal(next.status, 200, JSON.stringify(next.body));
      assert.equal(next.body.data.created, true);
      const open = await currentMap();
      assert.equal(open.id, next.body.data.map);
      assert.deepEqual((await readOne(ctx.liveMatch)).maps, [...before.maps, open.id]);
      const unbanned = (await read(before.maps)).filter((m) => m.banner.length === 0).length;
      assert.equal(open.number, unbanned + 1);
      assert.deepEqual(open.match, [ctx.liveMatch]);
      const res = await action(
        stack.base,
        'multi-map-win',
        { teamNum: 2, unsetMapAttack: true },
        tokens.producer,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.data.message, 'Score set to 2-2');
      assert.equal(res.body.data.mapAttackUnset, true);
      const match = await readOne(ctx.liveMatch);
      assert.deepEqual([match.score_1, match.score_2], [2, 2]);
      const won = await readOne(res.body.data.map);
      assert.deepEqual(won.winner, [ctx.teams[1]]);
      assert.equal(won.id, open.id, 'the first open map gets the winner');
      assert.equal(res.body.data.created, false);
      assert.deepEqual(match.maps, [...before.maps, open.id]);
      assert.ok(!(await readOne('broadcast-main')).map_attack, 'map_attack is cleared');
      await nextUpdate(ctx.liveMatch, (d) => d.score_2 === 2, 'the live match score');
      await nextUpdate('broadcast-main', (d) => !d.map_attack, 'the broadcast map attack');
    });

    it('refuses without access or ME, and once the match is decided, writing nothing', async () => {
      let before = await snapshot();
      for (const [token, message] of [
        [tokens.player, SERVER_TEXT.notLinkedToBroadcast],
        [tokens.captain, SERVER_TEXT.noMatchPermission],
      ]) {
        const res = await action(stack.base, 'multi-map-win', { teamNum: 1 }, token);
        assert.equal(res.status, 403, JSON.stringify(res.body));
        assert.equal(res.body.errorMessage, message);
      }
      await assertNothingWritten(before);

      const decide = await action(stack.base, 'multi-map-win', { teamNum: 1 }, tokens.producer);
      assert.equal(decide.status, 200, JSON.stringify(decide.body));
      assert.equal(decide.body.data.message, 'Score set to 3-2');
      assert.equal(decide.body.data.created, true, 'no open map left: a map entry is appended');
      before = await snapshot();
      const again = await action(stack.base, 'multi-map-win', { teamNum: 2 }, tokens.producer);
      assert.equal(again.status, 422, JSON.stringify(again.body));
      assert.equal(again.body.errorMessage, 'The live match is already decided.');
      await assertNothingWritten(before);
    });

    it('rejects a bad teamNum by name, writing nothing', async () => {
      const before = await snapshot();
      const res = await action(stack.base, 'multi-map-win', { teamNum: 3 }, tokens.producer);
      assert.equal(res.status, 400);
      assert.match(res.body.errorMessage, /teamNum/);
      await assertNothingWritten(before);
    });
  });

  describe('update-map-data', () => {
    it('updates maps by id, creates entries without one, writes the new order and tells the socket', async () => {
      const before = await readOne(ctx.liveMatch);
      const [first, second, ...rest] = before.maps;
      const res = await action(
        stack.base,
        'update-map-data',
        {
          matchID: ctx.liveMatch,
          mapData: [
            { id: second, replay_code: ' zz9 ', team_2_bans: [ctx.heroes[3]] },
            { map: ctx.owMaps[0], picker: ctx.teams[0] },
            { id: first },
          ],
        },
        tokens.staff,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const { data } = res.body;
      assert.equal(data.message, 'Map data saved');
      assert.equal(data.created.length, 1);
      const created = data.created[0];
      assert.deepEqual(data.maps, [second, created, first, ...rest]);
      const match = await readOne(ctx.liveMatch);
      assert.deepEqual(match.maps, data.maps, 'the order of the match maps is written');
      assert.deepEqual([match.score_1, match.score_2], [before.score_1, before.score_2]);
      const [updated, made] = await read([second, created]);
      assert.equal(updated.replay_code, 'ZZ9');
      assert.deepEqual(updated.team_2_bans, [ctx.heroes[3]]);
      assert.deepEqual(made.match, [ctx.liveMatch]);
      assert.deepEqual(made.map, [ctx.owMaps[0]]);
      assert.deepEqual(made.picker, [ctx.teams[0]]);
      await nextUpdate(ctx.liveMatch, (d) => d.maps[1] === created, 'the match maps order');
      await nextUpdate(second, (d) => d.replay_code === 'ZZ9', 'the updated map');
    });

    it('sending the stored maps again in their order is no change: no audit entry, no new version', async () => {
      const before = await snapshot();
      const maps = await read(before.records[0].maps);
      const res = await action(
        stack.base,
        'update-map-data',
        {
          matchID: ctx.liveMatch,
          mapData: maps.map((m) => ({ id: m.id, replay_code: m.replay_code })),
        },
        tokens.staff,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.data.changed, []);
      await assertNothingWritten(before);
    });

    it('refuses an actor without ME on the match, writing nothing', async () => {
      const before = await snapshot();
      const res = await action(
        stack.base,
        'update-map-data',
        { matchID: ctx.liveMatch, mapData: [{ replay_code: 'x' }] },
        tokens.player,
      );
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.equal(res.body.errorMessage, SERVER_TEXT.noMatchPermission);
      await assertNothingWritten(before);
    });

    it('rejects each broken rule with a 400 naming the map and the field, writing nothing', async () => {
      const before = await snapshot();
      const [first] = (await readOne(ctx.liveMatch)).maps;
      const cases = [
        [[{ map: ctx.otherMap }], /Map 1: the map must be a map of Overwatch/],
        [[{}, { banner: ctx.liveMatch }], /Map 2: banner must be one of the match's teams/],
        [[{ id: ctx.liveMatch }], /Map 1: .* is not a map of this match/],
        [[{ id: first }, { id: first }], /Map 2: .* is listed more than once/],
        [
          [{ team_1_picks: [ctx.liveMatch] }],
          /Map 1: team_1_picks must list heroes of Overwatch only/,
        ],
        [[{ draw: true, banner: ctx.teams[0] }], /winner, draw and banner exclude each other/],
        [[{ score_2: 1.5 }], /score_2/],
        [[{ colour: 'red' }], /colour/],
      ];
      for (const [mapData, message] of cases) {
        const res = await action(
          stack.base,
          'update-map-data',
          { matchID: ctx.liveMatch, mapData },
          tokens.organiser,
        );
        assert.equal(res.status, 400, `${JSON.stringify(mapData)}: ${JSON.stringify(res.body)}`);
        assert.match(res.body.errorMessage, message);
      }
      await assertNothingWritten(before);
    });
  });
});
