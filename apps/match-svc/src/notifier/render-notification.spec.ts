import { parseChatButtonId } from '@castline/domain';
import {
  REQUEST_REF_KEYS,
  chatTime,
  refKey,
  renderNotification,
  renderReportSummary,
} from './render-notification.js';
import type { NotifierContext, NotifierMap } from './notifier-types.js';

const A = { id: 'recTeamAaaaaaaaaa', name: 'Alpha', role_id: '200000000000000001' };
const B = { id: 'recTeamBbbbbbbbbb', name: 'Bravo', role_id: '200000000000000002' };
const REPORT = 'recReport00000001';
const MATCH = 'recMatch000000001';
const START = new Date('2026-12-01T18:00:00Z');
const PROPOSED = '2026-12-02T19:30:00.000Z';

const map = (over: Partial<NotifierMap>): NotifierMap => ({
  number: null,
  name: 'Lijiang Tower',
  score_1: null,
  score_2: null,
  winner: null,
  draw: false,
  banned: false,
  replay_code: null,
  picks: [[], []],
  bans: [[], []],
  ...over,
});

function context(over: Partial<NotifierContext> = {}): NotifierContext {
  return {
    siteUrl: 'https://castline.test',
    eventName: 'Spring Showdown',
    match: {
      id: MATCH,
      start: START,
      score_1: 2,
      score_2: 1,
      forfeit: false,
      forfeit_reason: null,
      maps: [],
    },
    teams: [A, B],
    report: {
      id: REPORT,
      type: 'score',
      state: 'AwaitingOpponent',
      team: A.id,
      data: { mapData: [], matchData: { score_1: 2, score_2: 1 } },
      countered_data: { mapData: [], matchData: { score_1: 1, score_2: 2 } },
      log: [],
      approved_by_staff: false,
    },
    actor: { team: A.id, staff: false },
    reason: null,
    ...over,
  };
}

const reschedule = (state = 'AwaitingOpponent'): NotifierContext =>
  context({
    report: {
      ...context().report!,
      type: 'reschedule',
      state,
      data: { start: PROPOSED, previous_start: START.toISOString() },
    },
  });

const SCORE_PAGE = `<https://castline.test/match/${MATCH}/score-reporting>`;
const RESCHEDULE_PAGE = `<https://castline.test/match/${MATCH}/rescheduling>`;
const MATCH_PAGE = `<https://castline.test/match/${MATCH}>`;
const PROPOSED_T = `<t:${Date.parse(PROPOSED) / 1000}:F>`;
const START_T = `<t:${START.getTime() / 1000}:F>`;

describe('renderNotification (RULES b.7 messages)', () => {
  it.each<
    [string, string, Parameters<typeof renderNotification>[1], NotifierContext, string[], string[]]
  >([
    [
      'the opponent ask pings the opponent role and links the score-reporting page',
      'score-approval-request',
      'opponent',
      context(),
      [`<@&${B.role_id}>`, 'Alpha reported', 'Alpha 2–1 Bravo', SCORE_PAGE],
      [B.role_id],
    ],
    [
      'the countered ping goes to the submitting team with the counter',
      'score-countered',
      'submitting-team',
      context({ actor: { team: B.id, staff: false } }),
      [`<@&${A.role_id}>`, 'Bravo countered', 'Alpha 1–2 Bravo', SCORE_PAGE],
      [A.role_id],
    ],
    [
      'staff hear of a counter without pings',
      'score-countered',
      'staff',
      context(),
      ['reported Alpha 2–1 Bravo, counter Alpha 1–2 Bravo'],
      [],
    ],
    [
      'a denied report tells both teams',
      'score-denied',
      'both-teams',
      context(),
      [`<@&${A.role_id}> <@&${B.role_id}>`, 'Staff denied'],
      [A.role_id, B.role_id],
    ],
    [
      'the reschedule ask shows the proposed and current start',
      'reschedule-approval-request',
      'opponent',
      reschedule(),
      [`<@&${B.role_id}>`, `proposed ${PROPOSED_T}, current ${START_T}`],
      [B.role_id],
    ],
    [
      'the pre-approval notice links the rescheduling page',
      'reschedule-pre-approval-notice',
      'staff',
      reschedule(),
      [`proposed ${PROPOSED_T}, current ${START_T}`, RESCHEDULE_PAGE],
      [],
    ],
    [
      'a withdrawn request tells the other team the time stands',
      'reschedule-time-stands',
      'other-team',
      reschedule('Withdrawn'),
      [`<@&${B.role_id}>`, 'was withdrawn', START_T, RESCHEDULE_PAGE],
      [B.role_id],
    ],
    [
      'a time change pings both teams with "A vs B", the new time and the match link',
      'match-time-changed',
      'both-teams',
      context({ report: null }),
      [
        `<@&${A.role_id}> <@&${B.role_id}>`,
        '**Alpha vs Bravo**',
        `now starts ${START_T}`,
        MATCH_PAGE,
      ],
      [A.role_id, B.role_id],
    ],
    [
      'an apply failure names the reason',
      'apply-failed',
      'staff',
      context({ reason: 'The match is already complete' }),
      ['failed: The match is already complete'],
      [],
    ],
  ])('%s', (_name, message, recipient, ctx, contains, roles) => {
    const rendered = renderNotification(message, recipient, ctx);
    expect(rendered).not.toBeNull();
    for (const text of contains) expect(rendered!.content).toContain(text);
    expect(rendered!.allowed_mentions).toEqual({ parse: [], roles });
  });

  it('a team without a chat role is named in bold, not pinged', () => {
    const rendered = renderNotification(
      'score-approval-request',
      'opponent',
      context({ teams: [A, { ...B, role_id: null }] }),
    );
    expect(rendered!.content.startsWith('**Bravo**')).toBe(true);
    expect(rendered!.allowed_mentions.roles).toEqual([]);
  });

  it('a team message with no team to tell renders nothing', () => {
    expect(
      renderNotification('score-approval-request', 'opponent', context({ teams: [A, null] })),
    ).toBeNull();
  });

  it.each([
    ['reschedule-approval-request', 'opponent', ['approve', 'deny', 'details']],
    ['reschedule-staff-approval-request', 'staff', ['staff-approve', 'staff-deny', 'details']],
  ] as const)(
    '%s carries approve / deny / details buttons with the report id',
    (message, recipient, actions) => {
      const rendered = renderNotification(message, recipient, reschedule());
      const buttons = rendered!.components.flatMap((row) => row.components);
      expect(buttons.map((b) => b.label)).toEqual(['Approve', 'Deny', 'Details']);
      expect(buttons.map((b) => parseChatButtonId(b.custom_id))).toEqual(
        actions.map((action) => ({ report: REPORT, action })),
      );
    },
  );

  it('score asks link to the page and carry no buttons', () => {
    expect(renderNotification('score-approval-request', 'opponent', context())!.components).toEqual(
      [],
    );
  });

  it('the public match report: teams, winner, score, forfeit, one line per unbanned map', () => {
    const ctx = context({
      match: {
        ...context().match,
        forfeit: true,
        forfeit_reason: 'Bravo could not field a roster',
        maps: [
          map({
            number: 1,
            name: 'Lijiang Tower',
            score_1: 2,
            score_2: 1,
            winner: 'Alpha',
            replay_code: 'ABC123',
            picks: [['Ana'], ['Mercy']],
            bans: [['Widowmaker'], []],
          }),
          map({ number: 2, name: 'Dorado', banned: true }),
          map({ number: 3, name: 'Kings Row', score_1: 3, score_2: 3, draw: true }),
        ],
      },
    });
    const lines = renderNotification('public-match-report', 'public', ctx)!.content.split('\n');
    expect(lines).toEqual([
      '**Alpha vs Bravo** · Spring Showdown',
      'Winner: **Alpha** · Alpha 2–1 Bravo',
      'Forfeit: Bravo could not field a roster',
      'Map 1 · Lijiang Tower · 2–1 · won by Alpha · replay ABC123 · picks Alpha: Ana; Bravo: Mercy · bans Alpha: Widowmaker; Bravo: —',
      'Map 3 · Kings Row · 3–3 · Draw',
      MATCH_PAGE,
    ]);
  });

  it('the staff log lists every log entry with who and when', () => {
    const ctx = context({
      report: {
        ...context().report!,
        log: [
          { at: 1_800_000_000_000, team: A.id, staff: false, text: 'Submitted a score report.' },
          {
            at: 1_800_000_060_000,
            team: null,
            staff: true,
            text: 'Staff approved the score report.',
          },
        ],
      },
    });
    const content = renderNotification('score-report-log', 'staff', ctx)!.content;
    expect(content).toContain('- <t:1800000000:F> Alpha: Submitted a score report.');
    expect(content).toContain('- <t:1800000060:F> Staff: Staff approved the score report.');
  });

  it('never lets a name break out of its bold text or ping @everyone', () => {
    const rendered = renderNotification(
      'score-approval-request',
      'opponent',
      context({ teams: [{ ...A, name: '@everyone **x' }, B] }),
    );
    expect(rendered!.content).toContain('\\*\\*x');
    expect(rendered!.allowed_mentions.parse).toEqual([]);
  });

  it('unknown message keys render nothing', () => {
    expect(renderNotification('nope', 'staff', context())).toBeNull();
  });
});

describe('chat helpers', () => {
  it('chatTime writes a Discord timestamp, or says no time is set', () => {
    expect(chatTime(new Date('2026-12-01T18:00:00Z'))).toBe('<t:1796148000:F>');
    expect(chatTime('2026-12-01T18:00:00Z')).toBe('<t:1796148000:F>');
    expect(chatTime(null)).toBe('no time set');
  });

  it('the requests are the asks only', () => {
    expect(REQUEST_REF_KEYS).toContain(refKey('reschedule-approval-request', 'opponent'));
    expect(REQUEST_REF_KEYS).not.toContain(refKey('score-countered', 'staff'));
    expect(REQUEST_REF_KEYS).not.toContain(refKey('public-match-report', 'public'));
  });

  it('the summary of a reschedule request shows both starts and the state', () => {
    expect(renderReportSummary(reschedule())).toBe(
      `Reschedule request of **Alpha vs Bravo** by Alpha (AwaitingOpponent): proposed ${PROPOSED_T}, current ${START_T}. ${RESCHEDULE_PAGE}`,
    );
  });
});
