// The crew actions of match-svc end to end (RULES (a)): set-player-relationships, set-match-overlays,
// resolve-entire-bracket and adjust-match-broadcast. Per action: the happy path (records via /things and the
// answer), refusals (403 with the RULES text, nothing written), bad bodies (400, nothing written) and the
// data_update of the changed record on a subscribed socket.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_TEXT } from '@castline/contracts';
import {
  action,
  connectDatabase,
  connectSocket,
  connected,
  discordAccounts,
  loginWithDiscord,
  startTestStack,
  things,
  waitFor,
} from './stack-helpers.mjs';

const sameList = (a, b) => JSON.stringify(a) === JSON.stringify(b);

describe('crew actions', { timeout: 300_000 }, () => {
  let stack;
  let db;
  const tokens = {};
  const people = {};
  const ctx = {};
  const sockets = [];

  before(async () => {
    stack = await startTestStack();
    db = await connectDatabase(stack);
    const { byRole } = await discordAccounts(stack);
    people.organiser = byRole('organiser')[0];
    people.staff = byRole('staff')[0];
    people.producer = byRole('producer')[0];
    people.captain = byRole('captain')[0];
    people.player = byRole('player')[0];
    for (const [key, who] of Object.entries(people)) {
      const login = await loginWithDiscord(stack, who.discord_id);
      assert.equal(login.status, 200, JSON.stringify(login.body));
      tokens[key] = login.body.token;
    }
    const [main, second, prod1, prod2] = (
      await things(stack.base, [
        'broadcast-main',
        'broadcast-second',
        'client-prod1',
        'client-prod2',
      ])
    ).body;
    ctx.main = main;
    ctx.second = second;
    ctx.prod1 = prod1.id;
    ctx.prod2 = prod2.id;
    ctx.observer = prod2.staff[0];
    ctx.liveMatch = main.live_match[0];
    const live = await record(ctx.liveMatch);
    const relationships = (await things(stack.base, live.player_relationships)).body;
    const byRoleName = (role) => relationships.filter((r) => r.singular_name === role);
    ctx.casterRels = byRoleName('Caster');
    ctx.producerRel = byRoleName('Producer')[0];
    ctx.observerRel = byRoleName('Observer')[0];
    ctx.casters = live.casters;
    ctx.event = await record(live.event[0]);
    ctx.bracket = ctx.event.brackets[0];
    // A match of the same event that the producer's relationship does not cover and no broadcast schedules.
    ctx.otherMatch = ctx.event.matches.find(
      (m) =>
        !ctx.producerRel.matches.includes(m) &&
        !main.schedule.includes(m) &&
        !second.schedule.includes(m),
    );
    assert.equal(ctx.casterRels.length, 2);
    assert.equal(ctx.casters.length, 2);
    assert.ok(ctx.producerRel && ctx.observerRel && ctx.bracket && ctx.otherMatch);
    assert.equal(ctx.observerRel.player[0], ctx.observer, 'the observer owns client prod2');
  });

  after(async () => {
    for (const s of sockets) s.socket.close();
    await db?.end();
    await stack?.close();
  });

  /** The records of `ids` in one /things read (the gateway rate-limits reads per address). */
  async function read(ids) {
    const res = await things(stack.base, ids);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return ids.map((id) => res.body.find((r) => r.__id === id));
  }
  const record = async (id) => (await read([id]))[0];

  /** Polls `check` every 100 ms (a read per poll stays well inside the read rate limit). */
  async function eventually(check, label) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (await check()) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Audit rows of both owning services: each accepted write adds one. */
  async function auditRows() {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM "match".audit) + (SELECT count(*) FROM "broadcast".audit) AS n`,
    );
    return Number(rows[0].n);
  }

  /** A socket subscribed to `ids` (as the web store does), collecting data_update. */
  async function subscribe(ids) {
    const client = connectSocket(stack.socketUrl);
    sockets.push(client);
    await connected(client.socket);
    client.socket.emit('subscribe-multiple', ids);
    await new Promise((r) => setTimeout(r, 300));
    return client;
  }

  /** Calls the action and asserts it wrote nothing: same audit count, same records. */
  async function expectNothingWritten(name, body, token, ids, status, message) {
    const before = { audit: await auditRows(), records: await read(ids) };
    const res = await action(stack.base, name, body, token);
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.equal(res.body.error, true);
    if (message instanceof RegExp) assert.match(res.body.errorMessage, message);
    else if (message) assert.equal(res.body.errorMessage, message);
    assert.equal(await auditRows(), before.audit, `${name}: a refused call writes nothing`);
    assert.deepEqual(await read(ids), before.records);
    return res;
  }

  describe('set-player-relationships', () => {
    it('links one relationship per player and role, answers only the new ones as added, and pushes the match', async () => {
      const [caster1Rel, caster2Rel] = ctx.casterRels;
      const [caster1, caster2] = [caster1Rel.player[0], caster2Rel.player[0]];
      const client = await subscribe([ctx.liveMatch]);
      const body = {
        matchID: ctx.liveMatch,
        roles: { Caster: [caster1], Observer: [ctx.observer], 'Lobby Admin': [ctx.observer] },
        clientCams: { [ctx.prod2]: [2, 1] },
      };
      const res = await action(stack.base, 'set-player-relationships', body, tokens.producer);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.error, false);
      assert.equal(res.body.data.added.length, 1, 'only the Lobby Admin relationship is new');
      const [lobbyAdmin] = res.body.data.added;

      const match = await record(ctx.liveMatch);
      assert.deepEqual(match.casters, [caster1]);
      assert.ok(match.player_relationships.includes(lobbyAdmin));
      assert.ok(
        !match.player_relationships.includes(caster2Rel.id),
        'the second caster is unlinked',
      );
      for (const kept of [caster1Rel.id, ctx.producerRel.id, ctx.observerRel.id])
        assert.ok(
          match.player_relationships.includes(kept),
          'roles not submitted and kept players stay',
        );

      const created = await record(lobbyAdmin);
      assert.equal(created.singular_name, 'Lobby Admin');
      assert.deepEqual(created.permissions, ['Match Editor']);
      assert.deepEqual(created.player, [ctx.observer]);
      assert.deepEqual(created.matches, [ctx.liveMatch]);
      const observerRel = await record(ctx.observerRel.id);
      assert.deepEqual(observerRel.clients, [ctx.prod2]);
      assert.deepEqual(observerRel.client_cams, ['Team 1', 'Team 2']);
      // Both sides of every link: the unlinked relationship and the players.
      assert.ok(!(await record(caster2Rel.id)).matches.includes(ctx.liveMatch));
      assert.ok(!(await record(caster2)).casted_matches.includes(ctx.liveMatch));
      assert.ok((await record(caster1)).casted_matches.includes(ctx.liveMatch));
      assert.ok((await record(ctx.observer)).player_relationships.includes(lobbyAdmin));

      const update = await waitFor(
        () =>
          client.updates.find(
            (u) => u.id === ctx.liveMatch && u.data.player_relationships?.includes(lobbyAdmin),
          ),
        10_000,
        'data_update of the match',
      );
      assert.deepEqual(update.data.casters, [caster1]);

      const audit = await auditRows();
      const again = await action(stack.base, 'set-player-relationships', body, tokens.producer);
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.deepEqual(again.body.data.added, [], 'the same assignment adds nothing');
      assert.equal(await auditRows(), audit, 'and writes nothing');
    });

    it('gives a Producer relationship Match Editor and Broadcast Manager and puts a caster back', async () => {
      const caster2 = ctx.casterRels[1].player[0];
      const res = await action(
        stack.base,
        'set-player-relationships',
        {
          matchID: ctx.liveMatch,
          roles: { Producer: [people.producer.player_id, caster2], Caster: ctx.casters },
        },
        tokens.producer,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      // caster2's Caster relationship is linked again (it exists), their Producer one is created.
      assert.equal(res.body.data.added.length, 2);
      assert.ok(res.body.data.added.includes(ctx.casterRels[1].id));
      const producer = await record(res.body.data.added.find((id) => id !== ctx.casterRels[1].id));
      assert.equal(producer.singular_name, 'Producer');
      assert.deepEqual(producer.permissions, ['Match Editor', 'Broadcast Manager']);
      assert.deepEqual((await record(ctx.liveMatch)).casters, ctx.casters);
    });

    it('creates one relationship per player and role even when several matches assign it at once', async () => {
      // Matches in no common bracket (a bracket serialises its matches' writers anyway): the matches of the event
      // the producer is staff of, and one playoff match (its Producer relationship), each given the same new
      // role for the same player in parallel.
      const producer = await record(people.producer.player_id);
      const staffed = await record(producer.event_staff[0]);
      const matches = [...staffed.matches, ctx.main.schedule[0]];
      assert.ok(matches.length >= 3);
      const caster1 = ctx.casterRels[0].player[0];
      for (const role of ['Replay Producer', 'Observer Director']) {
        const answers = await Promise.all(
          matches.map((matchID) =>
            action(
              stack.base,
              'set-player-relationships',
              { matchID, roles: { [role]: [caster1] } },
              tokens.producer,
            ),
          ),
        );
        for (const res of answers) assert.equal(res.status, 200, JSON.stringify(res.body));
        const added = answers.map((res) => res.body.data.added);
        assert.equal(added[0].length, 1);
        for (const list of added)
          assert.deepEqual(list, added[0], 'every match links the same one');
        const { rows } = await db.query(
          `SELECT id, matches FROM "match".player_relationships
           WHERE $1 = ANY(player) AND singular_name = $2`,
          [caster1, role],
        );
        assert.equal(rows.length, 1, `one ${role} relationship`);
        assert.deepEqual([...rows[0].matches].sort(), [...matches].sort());
      }
    });

    it('refuses without broadcast access or without match-edit rights, writing nothing', async () => {
      const body = { matchID: ctx.liveMatch, roles: { Caster: [] } };
      await expectNothingWritten(
        'set-player-relationships',
        body,
        tokens.player,
        [ctx.liveMatch],
        403,
        SERVER_TEXT.notLinkedToBroadcast,
      );
      await expectNothingWritten(
        'set-player-relationships',
        { matchID: ctx.otherMatch, roles: { Caster: [] } },
        tokens.producer,
        [ctx.otherMatch],
        403,
        SERVER_TEXT.noMatchPermission,
      );
    });

    it('answers a bad body with 400 naming the problem, writing nothing', async () => {
      const ids = [ctx.liveMatch, ctx.observerRel.id];
      const call = (body, message) =>
        expectNothingWritten('set-player-relationships', body, tokens.producer, ids, 400, message);
      await call({ matchID: ctx.liveMatch, roles: { Director: [ctx.observer] } }, /Director/);
      await call({ matchID: ctx.liveMatch, roles: { Caster: ['not-an-id'] } }, /Caster/);
      await call({ roles: {} }, /matchID/);
      await call({ matchID: ctx.liveMatch, roles: {}, extra: 1 }, /extra/);
      await call(
        { matchID: ctx.liveMatch, roles: { Caster: [ctx.observer, ctx.observer] } },
        /listed twice/,
      );
      await call(
        { matchID: ctx.liveMatch, roles: { Caster: ['recNoSuchPlayer00'] } },
        'Every assigned person must be a player.',
      );
      // prod1 belongs to the producer, who is not an Observer on the match.
      await call(
        { matchID: ctx.liveMatch, roles: {}, clientCams: { [ctx.prod1]: [1] } },
        'Camera buttons can only be given to clients of players assigned as Observer',
      );
      // Not an observer any more once the same call removes them.
      await call(
        { matchID: ctx.liveMatch, roles: { Observer: [] }, clientCams: { [ctx.prod2]: [1] } },
        'Camera buttons can only be given to clients of players assigned as Observer',
      );
      await call(
        { matchID: ctx.liveMatch, roles: {}, clientCams: { [ctx.prod2]: [3] } },
        /clientCams/,
      );
    });
  });

  describe('set-match-overlays', () => {
    it('lets a match editor set the secondary overlays flag and pushes the match', async () => {
      const client = await subscribe([ctx.liveMatch]);
      const res = await action(
        stack.base,
        'set-match-overlays',
        { match: ctx.liveMatch, overlayType: 'secondary', state: true },
        tokens.organiser,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.data.changed, ['show_on_secondary_overlays']);
      assert.equal((await record(ctx.liveMatch)).show_on_secondary_overlays, true);
      await waitFor(
        () =>
          client.updates.find(
            (u) => u.id === ctx.liveMatch && u.data.show_on_secondary_overlays === true,
          ),
        10_000,
        'data_update of the match',
      );
    });

    it('lets someone with access to a broadcast whose schedule holds the match set it, and no other match', async () => {
      // The captain gets client prod2 (broadcast 'second'), as an admin would link it; no match-edit rights.
      await db.query(
        `UPDATE "broadcast".clients SET staff = array_append(staff, $1) WHERE key = 'prod2'`,
        [people.captain.player_id],
      );
      const scheduled = ctx.second.schedule[0];
      assert.equal((await record(scheduled)).show_on_overlays, true);
      const client = await subscribe([scheduled]);
      const res = await action(
        stack.base,
        'set-match-overlays',
        { match: scheduled, overlayType: 'primary', state: false },
        tokens.captain,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.data.changed, ['show_on_overlays']);
      assert.equal((await record(scheduled)).show_on_overlays, false);
      await waitFor(
        () => client.updates.find((u) => u.id === scheduled && u.data.show_on_overlays === false),
        10_000,
        'data_update of the scheduled match',
      );
      // The live match is on 'main' only: no access, no match-edit rights.
      await expectNothingWritten(
        'set-match-overlays',
        { match: ctx.liveMatch, overlayType: 'primary', state: false },
        tokens.captain,
        [ctx.liveMatch],
        403,
        SERVER_TEXT.noMatchPermission,
      );
    });

    it('refuses a user with neither, and answers a bad body with 400, writing nothing', async () => {
      const ids = [ctx.liveMatch];
      await expectNothingWritten(
        'set-match-overlays',
        { match: ctx.liveMatch, overlayType: 'primary', state: false },
        tokens.player,
        ids,
        403,
        SERVER_TEXT.noMatchPermission,
      );
      const bad = (body, message) =>
        expectNothingWritten('set-match-overlays', body, tokens.organiser, ids, 400, message);
      await bad({ match: ctx.liveMatch, overlayType: 'tertiary', state: true }, /overlayType/);
      await bad({ match: ctx.liveMatch, overlayType: 'primary', state: 'yes' }, /state/);
      await bad({ match: ctx.liveMatch, overlayType: 'primary' }, /state/);
      await bad({ matchID: ctx.liveMatch, overlayType: 'primary', state: true }, /match/);
    });
  });

  describe('resolve-entire-bracket', () => {
    it('runs the resolver on demand: refills an emptied fed slot, answers hasError and message, pushes the match', async () => {
      const bracket = await record(ctx.bracket);
      const first = await action(
        stack.base,
        'resolve-entire-bracket',
        { bracketID: ctx.bracket },
        tokens.organiser,
      );
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.deepEqual(first.body.data, { hasError: false, message: 'No changes' });

      // A fed, unplayed match whose teams an admin emptied by hand (typed row and read model, as a tool would).
      const { rows } = await db.query(
        `SELECT id, teams FROM "match".matches
         WHERE id = ANY($1) AND slot_1_source LIKE 'fed:%' AND slot_2_source LIKE 'fed:%'
           AND COALESCE(score_1, 0) = 0 AND COALESCE(score_2, 0) = 0 AND NOT forfeit
           AND cardinality(teams) = 2 AND NOT live
         ORDER BY id LIMIT 1`,
        [bracket.ordered_matches],
      );
      assert.equal(rows.length, 1, 'the demo bracket has a fed match waiting to be played');
      const { id: fed, teams } = rows[0];
      await db.query(`UPDATE "match".matches SET teams = '{}' WHERE id = $1`, [fed]);
      await db.query(
        `UPDATE "match".records SET data = jsonb_set(data, '{teams}', '[]'::jsonb) WHERE id = $1`,
        [fed],
      );
      assert.deepEqual((await record(fed)).teams, []);
      const client = await subscribe([fed]);

      // The producer may: a 'Match Editor' relationship on matches of the bracket.
      const res = await action(
        stack.base,
        'resolve-entire-bracket',
        { bracketID: ctx.bracket },
        tokens.producer,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.data.hasError, false);
      assert.match(res.body.data.message, /^1 match\(es\) updated/);
      assert.deepEqual((await record(fed)).teams, teams);
      await waitFor(
        () => client.updates.find((u) => u.id === fed && sameList(u.data.teams, teams)),
        10_000,
        'data_update of the refilled match',
      );

      // Event staff may too; nothing is left to change.
      const again = await action(
        stack.base,
        'resolve-entire-bracket',
        { bracketID: ctx.bracket },
        tokens.staff,
      );
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.deepEqual(again.body.data, { hasError: false, message: 'No changes' });
    });

    it("refuses without rights with 'You don't have permission to resolve brackets', writing nothing", async () => {
      for (const who of ['player', 'captain'])
        await expectNothingWritten(
          'resolve-entire-bracket',
          { bracketID: ctx.bracket },
          tokens[who],
          [ctx.bracket],
          403,
          SERVER_TEXT.noBracketPermission,
        );
    });

    it('answers a bad body with 400 and an unknown bracket with 404, writing nothing', async () => {
      const call = (body, status, message) =>
        expectNothingWritten(
          'resolve-entire-bracket',
          body,
          tokens.organiser,
          [ctx.bracket],
          status,
          message,
        );
      await call({ bracketID: 'nope' }, 400, /bracketID/);
      await call({}, 400, /bracketID/);
      await call({ bracketID: ctx.bracket, force: true }, 400, /force/);
      await call({ bracketID: 'recNoSuchBracket0' }, 404, 'That bracket does not exist.');
    });
  });

  describe('adjust-match-broadcast', () => {
    const sides = async (match, broadcast) => {
      const [m] = (
        await db.query(`SELECT scheduled_broadcast FROM "match".matches WHERE id = $1`, [match])
      ).rows;
      const [b] = (
        await db.query(`SELECT schedule FROM "broadcast".broadcasts WHERE id = $1`, [broadcast])
      ).rows;
      return { match: m.scheduled_broadcast, broadcast: b.schedule };
    };

    it('writes both sides of the link (match scheduled_broadcast, broadcast schedule) and pushes both records', async () => {
      const match = ctx.otherMatch;
      const main = ctx.main.id;
      assert.deepEqual(await sides(match, main), {
        match: [],
        broadcast: ctx.main.schedule,
      });
      const client = await subscribe([match, main]);
      const res = await action(
        stack.base,
        'adjust-match-broadcast',
        { matchID: match, broadcastID: main, action: 'add' },
        tokens.staff,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.data, { match, broadcast: main, scheduled: true, changed: true });
      assert.deepEqual((await record(match)).scheduled_broadcast, [main]);
      await eventually(
        async () => (await record(main)).schedule.includes(match),
        'the broadcast side of the link',
      );
      assert.deepEqual(await sides(match, main), {
        match: [main],
        broadcast: [...ctx.main.schedule, match],
      });
      await waitFor(
        () =>
          client.updates.find(
            (u) => u.id === match && sameList(u.data.scheduled_broadcast, [main]),
          ),
        10_000,
        'data_update of the match',
      );
      await waitFor(
        () => client.updates.find((u) => u.id === main && u.data.schedule?.includes(match)),
        10_000,
        'data_update of the broadcast',
      );

      const audit = await auditRows();
      const again = await action(
        stack.base,
        'adjust-match-broadcast',
        { matchID: match, broadcastID: main, action: 'add' },
        tokens.staff,
      );
      assert.equal(again.status, 200);
      assert.equal(again.body.data.changed, false);
      assert.equal(await auditRows(), audit, 'adding it again writes nothing');

      const removed = await action(
        stack.base,
        'adjust-match-broadcast',
        { matchID: match, broadcastID: main, action: 'remove' },
        tokens.organiser,
      );
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
      assert.deepEqual(removed.body.data, {
        match,
        broadcast: main,
        scheduled: false,
        changed: true,
      });
      await eventually(
        async () => !(await record(main)).schedule.includes(match),
        'the broadcast side of the removal',
      );
      assert.deepEqual(await sides(match, main), { match: [], broadcast: ctx.main.schedule });
      assert.deepEqual((await record(match)).scheduled_broadcast, []);
    });

    it('refuses anyone who is not a broadcast manager of the event, writing nothing on either side', async () => {
      const body = { matchID: ctx.otherMatch, broadcastID: ctx.main.id, action: 'add' };
      // The producer's "Broadcast Manager" relationship is linked to matches, not to the event.
      for (const who of ['player', 'producer', 'captain'])
        await expectNothingWritten(
          'adjust-match-broadcast',
          body,
          tokens[who],
          [ctx.otherMatch, ctx.main.id],
          403,
          SERVER_TEXT.notBroadcastManager,
        );
      assert.deepEqual(await sides(ctx.otherMatch, ctx.main.id), {
        match: [],
        broadcast: ctx.main.schedule,
      });
    });

    it('answers a bad body with 400 and an unknown broadcast with 404, writing nothing', async () => {
      const ids = [ctx.otherMatch, ctx.main.id];
      const call = (body, status, message) =>
        expectNothingWritten(
          'adjust-match-broadcast',
          body,
          tokens.organiser,
          ids,
          status,
          message,
        );
      const base = { matchID: ctx.otherMatch, broadcastID: ctx.main.id };
      await call({ ...base, action: 'toggle' }, 400, /action/);
      await call({ ...base }, 400, /action/);
      await call({ ...base, broadcastID: 'main', action: 'add' }, 400, /broadcastID/);
      await call({ ...base, action: 'add', extra: true }, 400, /extra/);
      await call(
        { ...base, broadcastID: 'recNoSuchBroadcst', action: 'add' },
        404,
        'That broadcast does not exist.',
      );
      await call(
        { ...base, matchID: 'recNoSuchMatch000', action: 'add' },
        404,
        'That match does not exist.',
      );
      assert.deepEqual(await sides(ctx.otherMatch, ctx.main.id), {
        match: [],
        broadcast: ctx.main.schedule,
      });
    });
  });
});
