// One permission model on every action (RULES (0), (a)): for each entry of ACTIONS, against every process, proves
// that no token and a revoked token are 401 'Unknown token', that a valid token of a user without rights is 403 with
// the RULES text, that none of these writes anything, and that the same body works for a user with rights.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACTIONS, SERVER_TEXT } from '@castline/contracts';
import {
  action,
  connectDatabase,
  discordAccounts,
  loginWithDiscord,
  logout,
  startTestStack,
  things,
} from './stack-helpers.mjs';
import { allowedStart, reportWorld, resetReports, setBlocks } from './report-helpers.mjs';

/**
 * Per action: a valid body, who may call it, who may not (and the RULES refusal), and the record it would change.
 * Every ACTIONS entry must be listed here: a new action without a case fails the first test. `setup(ctx, tokens)`, when
 * given, runs first (the state the allowed call needs, e.g. a counter before the counter-deny).
 */
const CASES = {
  'update-match-data': {
    allowed: 'organiser',
    refused: 'player',
    message: SERVER_TEXT.noMatchPermission,
    body: (ctx) => ({
      matchID: ctx.upcomingMatch,
      updatedData: { custom_name: 'Permission matrix' },
    }),
    target: (ctx) => ctx.upcomingMatch,
  },
  'update-broadcast': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: () => ({ title: 'Permission matrix' }),
    target: (ctx) => ctx.mainBroadcast,
  },
  'set-player-cams': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({
      broadcast: ctx.mainBroadcast,
      cams: [[ctx.camPlayers[0]], [ctx.camPlayers[1]]],
    }),
    target: (ctx) => ctx.mainBroadcast,
  },
  'set-observer-setting': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ broadcast: ctx.mainBroadcast, setting: 'Show syncer', value: true }),
    target: (ctx) => ctx.mainBroadcast,
  },
  'update-break-automation': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ broadcast: ctx.mainBroadcast, options: ['use: Staff', 'use: Title'] }),
    target: (ctx) => ctx.mainBroadcast,
  },
  'update-break-display': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ broadcast: ctx.mainBroadcast, option: 'Schedule' }),
    target: (ctx) => ctx.mainBroadcast,
  },
  'set-active-broadcast': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ client: 'self', broadcast: ctx.secondBroadcast }),
    target: () => 'client-prod1',
    // The producer's active broadcast goes back to 'main', so the rows after this one keep their target.
    restore: (ctx) => ({ client: 'self', broadcast: ctx.mainBroadcast }),
  },
  'update-gfx-index': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ broadcast: ctx.mainBroadcast, gfxID: ctx.mainGfx.at(-1), index: 1 }),
    target: (ctx) => ctx.mainBroadcast,
  },
  'update-map-data': {
    allowed: 'organiser',
    refused: 'player',
    message: SERVER_TEXT.noMatchPermission,
    body: (ctx) => ({ matchID: ctx.upcomingMatch, mapData: [{ replay_code: 'perm01' }] }),
    target: (ctx) => ctx.upcomingMatch,
  },
  'update-live-match-map-data': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ broadcast: ctx.mainBroadcast, mapData: { replay_code: 'perm02' } }),
    target: (ctx) => ctx.liveMatch,
  },
  'multi-map-win': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ broadcast: ctx.mainBroadcast, teamNum: 1, unsetMapAttack: false }),
    target: (ctx) => ctx.liveMatch,
  },
  'toggle-flip-teams': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({ broadcast: ctx.mainBroadcast }),
    target: (ctx) => ctx.liveMatch,
  },
  'set-player-relationships': {
    allowed: 'producer',
    refused: 'player',
    message: SERVER_TEXT.notLinkedToBroadcast,
    body: (ctx) => ({
      broadcast: ctx.mainBroadcast,
      matchID: ctx.liveMatch,
      roles: { Caster: [] },
    }),
    target: (ctx) => ctx.liveMatch,
  },
  'set-match-overlays': {
    allowed: 'organiser',
    refused: 'player',
    message: SERVER_TEXT.noMatchPermission,
    body: (ctx) => ({ match: ctx.upcomingMatch, overlayType: 'secondary', state: true }),
    target: (ctx) => ctx.upcomingMatch,
  },
  'resolve-entire-bracket': {
    allowed: 'organiser',
    refused: 'player',
    message: SERVER_TEXT.noBracketPermission,
    body: (ctx) => ({ bracketID: ctx.bracket }),
    target: (ctx) => ctx.bracket,
  },
  'adjust-match-broadcast': {
    allowed: 'organiser',
    refused: 'player',
    message: SERVER_TEXT.notBroadcastManager,
    body: (ctx) => ({ matchID: ctx.liveMatch, broadcastID: ctx.secondBroadcast, action: 'add' }),
    target: (ctx) => ctx.liveMatch,
  },
  'set-event-settings': {
    allowed: 'organiser',
    refused: 'player',
    message: SERVER_TEXT.onlyEventStaff,
    body: (ctx) => ({ eventID: ctx.settingsEvent, blocks: { foldy: { use: true } } }),
    target: (ctx) => ctx.settingsEvent,
  },
  'submit-score-report': {
    // RULES (a): a team member of the captains' match (captain A) reports; the setup switched reporting on.
    allowed: 'captain',
    refused: 'player',
    message: SERVER_TEXT.notOnTeam,
    body: (ctx) => ({
      matchID: ctx.reports.match,
      action: 'submit',
      reportData: {
        mapData: ctx.reports.pool.slice(0, 3).map((map) => ({ map, winner: ctx.reports.teams[0] })),
        matchData: { score_1: 3, score_2: 0 },
      },
    }),
    target: (ctx) => ctx.reports.match,
  },
  'approve-score-report': {
    // the opponent counters first; the submitting team (captain A) rejects the counter → Disputed
    setup: (ctx, tokens) =>
      ctx.call('submit-score-report', tokens.opponent, {
        matchID: ctx.reports.match,
        action: 'counter',
        reportData: {
          mapData: ctx.reports.pool
            .slice(0, 4)
            .map((map, i) => ({ map, winner: ctx.reports.teams[i === 1 ? 0 : 1] })),
          matchData: { score_1: 1, score_2: 3 },
        },
      }),
    allowed: 'captain',
    refused: 'player',
    message: SERVER_TEXT.notOnTeam,
    body: (ctx) => ({ matchID: ctx.reports.match, action: 'counter-deny' }),
    target: (ctx) => ctx.reports.match,
  },
  'staff-approve-score-report': {
    allowed: 'staff',
    refused: 'player',
    message: SERVER_TEXT.onlyEventStaff,
    body: (ctx) => ({ matchID: ctx.reports.match, action: 'deny' }),
    target: (ctx) => ctx.reports.match,
  },
  'submit-match-reschedule': {
    allowed: 'captain',
    refused: 'player',
    message: SERVER_TEXT.notOnTeam,
    body: (ctx) => ({ matchID: ctx.reports.match, start: ctx.reports.newStart }),
    target: (ctx) => ctx.reports.match,
  },
  'approve-match-reschedule': {
    // the opponent approves; staff approval is still missing (AwaitingStaff)
    allowed: 'opponent',
    refused: 'player',
    message: SERVER_TEXT.notOnTeam,
    body: (ctx) => ({ matchID: ctx.reports.match, action: 'approve' }),
    target: (ctx) => ctx.reports.match,
  },
  'staff-approve-match-reschedule': {
    allowed: 'staff',
    refused: 'player',
    message: SERVER_TEXT.onlyEventStaff,
    body: (ctx) => ({ matchID: ctx.reports.match, action: 'deny' }),
    target: (ctx) => ctx.reports.match,
  },
  'send-reschedule-message': {
    allowed: 'organiser',
    refused: 'player',
    message: SERVER_TEXT.noMatchPermission,
    body: (ctx) => ({ matchID: ctx.reports.match, newTime: ctx.reports.start }),
    target: (ctx) => ctx.reports.match,
  },
  'update-profile-data': {
    // Editing works only on oneself, so the refusal is the 'No profile editing' website setting.
    allowed: 'player',
    refused: 'restricted',
    message: SERVER_TEXT.profileRestricted,
    body: () => ({ profileData: { pronunciation: 'Permission matrix' } }),
    target: (ctx, who) => who.player_id,
  },
};

describe('one permission model on every action', { timeout: 300_000 }, () => {
  let stack;
  let db;
  const ctx = {};
  const tokens = {};
  const people = {};

  before(async () => {
    // Each case signs in and out once more (a revoked token): more /auth/* calls than one address's default budget.
    stack = await startTestStack({
      // Every row signs in and calls its action several times from one address: lift the /auth and /actions
      // budgets as an operator would (the limits have their own stack tests).
      env: {
        AUTH_RATE_LIMIT_BURST: '10000',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        ACTION_RATE_LIMIT_BURST: '10000',
        ACTION_RATE_LIMIT_PER_SECOND: '10000',
      },
    });
    db = await connectDatabase(stack);
    const { byRole } = await discordAccounts(stack);
    people.organiser = byRole('organiser')[0];
    people.producer = byRole('producer')[0];
    people.player = byRole('player')[0];
    people.restricted = byRole('captain')[1];
    // the report actions (RULES (a)): the two captains of the captains' match and the event's staff
    people.captain = byRole('captain')[0];
    people.opponent = byRole('captain')[1];
    people.staff = byRole('staff')[0];
    // No demo user has 'No profile editing'; the website setting is set on the user (there is no admin action for it).
    await db.query(
      `UPDATE "auth".users SET website_settings = ARRAY['No profile editing'] WHERE id = $1`,
      [people.restricted.player_id],
    );
    for (const [key, who] of Object.entries(people)) {
      const login = await loginWithDiscord(stack, who.discord_id);
      assert.equal(login.status, 200, JSON.stringify(login.body));
      assert.equal(login.body.user.airtableID, who.player_id);
      tokens[key] = login.body.token;
    }
    assert.deepEqual(
      (await loginWithDiscord(stack, people.restricted.discord_id)).body.user.website_settings,
      ['No profile editing'],
    );
    const { body } = await things(stack.base, ['special:upcoming-matches', 'broadcast-main']);
    ctx.upcomingMatch = body.find((r) => r.__id === 'special:upcoming-matches').matches[0];
    ctx.mainBroadcast = body.find((r) => r.__id === 'broadcast-main').id;
    assert.ok(ctx.upcomingMatch && ctx.mainBroadcast);
    // broadcast-svc's broadcast-scoped actions: the producer's other broadcast, GFX items, two players for cams.
    const [second, main] = (await things(stack.base, ['broadcast-second', 'broadcast-main'])).body;
    ctx.secondBroadcast = second.id;
    ctx.mainGfx = main.gfx;
    ctx.camPlayers = [people.player.player_id, people.restricted.player_id];
    assert.ok(ctx.secondBroadcast && ctx.mainGfx.length >= 2);
    // match-svc's crew actions: the bracket of the main broadcast's event (resolve-entire-bracket).
    ctx.bracket = (await things(stack.base, [main.event[0]])).body[0].brackets[0];
    assert.ok(ctx.bracket);
    // match-svc's live-match actions (toggle-flip-teams, multi-map-win, update-live-match-map-data).
    ctx.liveMatch = (await things(stack.base, ['broadcast-main'])).body[0].live_match[0];
    assert.ok(ctx.liveMatch);
    // set-event-settings: an event that is not in progress (the in-progress one keeps its reporting switches).
    const { events } = (await things(stack.base, ['special:public-events'])).body[0];
    const listed = (await things(stack.base, events)).body;
    ctx.settingsEvent = listed.find((event) => !event.in_progress)?.id;
    assert.ok(ctx.settingsEvent);
    // the report actions: the captains' match with reporting, rescheduling and a time-change channel on, no
    // report linked, a start the window allows for the reschedule rows
    const world = await reportWorld(stack, db);
    await resetReports(stack, db, world);
    await setBlocks(db, world.event, (b) => {
      b.logging = { ...b.logging, matchTimeChanges: '123456789012345678' };
    });
    const [captainsMatch] = (await things(stack.base, [world.match])).body;
    ctx.reports = {
      ...world,
      start: captainsMatch.start,
      newStart: allowedStart(captainsMatch),
    };
    ctx.call = async (name, token, body) => {
      const res = await action(stack.base, name, body, token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
  });

  after(async () => {
    await db?.end();
    await stack?.close();
  });

  /** Audit rows of every owning service: each accepted write adds one (RULES (a) general rule 5). */
  const auditRows = async () =>
    Number(
      (
        await db.query(
          `SELECT (SELECT count(*) FROM "match".audit) + (SELECT count(*) FROM "broadcast".audit) AS n`,
        )
      ).rows[0].n,
    );
  const record = async (id) => (await things(stack.base, [id])).body[0];

  it('has a case for every action in ACTIONS', () => {
    assert.deepEqual(Object.keys(CASES).sort(), Object.keys(ACTIONS).sort());
  });

  for (const name of Object.keys(ACTIONS)) {
    it(`${name}: no token → 401, revoked token → 401, no rights → 403 with the RULES text, all writing nothing; rights → 200`, async () => {
      const c = CASES[name];
      assert.ok(c, `no permission case for ${name}`);
      await c.setup?.(ctx, tokens);
      const body = c.body(ctx);
      const target = c.target(ctx, people[c.allowed]);
      const refusedTarget = c.target(ctx, people[c.refused]);
      const before = {
        audit: await auditRows(),
        target: await record(target),
        refusedTarget: await record(refusedTarget),
      };

      const none = await action(stack.base, name, body);
      assert.equal(none.status, 401);
      assert.deepEqual(none.body, {
        error: true,
        errorMessage: 'Unknown token',
        code: 'UNAUTHENTICATED',
        data: null,
      });

      // A token of a user WITH rights, revoked: refused because of the revocation, not the rights.
      const revokedLogin = await loginWithDiscord(stack, people[c.allowed].discord_id);
      const revokedToken = revokedLogin.body.token;
      assert.deepEqual((await logout(stack.base, revokedToken)).body, { ok: true, revoked: true });
      const revoked = await action(stack.base, name, body, revokedToken);
      assert.equal(revoked.status, 401);
      assert.equal(revoked.body.errorMessage, 'Unknown token');

      const forbidden = await action(stack.base, name, body, tokens[c.refused]);
      assert.equal(forbidden.status, 403, JSON.stringify(forbidden.body));
      assert.deepEqual(forbidden.body, {
        error: true,
        errorMessage: c.message,
        code: 'FORBIDDEN',
        data: null,
      });

      assert.equal(await auditRows(), before.audit, 'a refused call writes nothing');
      assert.deepEqual(await record(target), before.target);
      assert.deepEqual(await record(refusedTarget), before.refusedTarget);

      const allowed = await action(stack.base, name, body, tokens[c.allowed]);
      assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
      assert.equal(allowed.body.error, false);
      assert.equal(
        await auditRows(),
        before.audit + 1,
        'the same body with rights is accepted and audited',
      );
      if (c.restore) {
        const restored = await action(stack.base, name, c.restore(ctx), tokens[c.allowed]);
        assert.equal(restored.status, 200, JSON.stringify(restored.body));
      }
    });
  }

  it('update-broadcast: a user with no client is refused whether or not they name a broadcast', async () => {
    const named = await action(
      stack.base,
      'update-broadcast',
      { broadcast: ctx.mainBroadcast, title: 'x' },
      tokens.player,
    );
    assert.equal(named.status, 403);
    assert.equal(named.body.errorMessage, SERVER_TEXT.notLinkedToBroadcast);
  });
});
