import { describe, expect, it } from 'vitest';
import { getMatchTabAccess } from './get-match-tab-access.js';
import { readReportingSwitches } from './read-reporting-switches.js';
import { orderReports } from './order-reports.js';

describe('reporting switches (RULES (b.1))', () => {
  it.each([
    [
      '{"reporting":{"score":{"use":true},"rescheduling":{"use":false}}}',
      { score: true, rescheduling: false },
    ],
    ['{"reporting":{"rescheduling":{"use":true}}}', { score: false, rescheduling: true }],
    ['not json', { score: false, rescheduling: false }],
    [null, { score: false, rescheduling: false }],
  ])('%s → %j', (blocks, switches) => {
    expect(readReportingSwitches(blocks)).toEqual(switches);
  });
});

describe('match auth tabs (RULES (0))', () => {
  const team = (id: string, players: string[]) => ({
    id,
    players,
    captains: [],
    staff: [],
    owners: [],
  });
  const match = {
    id: 'm',
    event: { id: 'e', staff: ['staffer'] },
    teams: [team('a', ['p1']), team('b', ['p2'])],
  };
  const on = { score: true, rescheduling: true };
  const actor = (id: string, settings: string[] = []) => ({
    airtableID: id,
    website_settings: settings,
  });
  it.each([
    [
      'signed out',
      null,
      on,
      { scoreReporting: false, rescheduling: false, editor: false, draft: false },
    ],
    [
      'team member',
      actor('p1'),
      on,
      { scoreReporting: true, rescheduling: true, editor: false, draft: true },
    ],
    [
      'team member, reporting off',
      actor('p1'),
      { score: false, rescheduling: false },
      { scoreReporting: false, rescheduling: false, editor: false, draft: true },
    ],
    [
      'event staff',
      actor('staffer'),
      on,
      { scoreReporting: true, rescheduling: true, editor: true, draft: true },
    ],
    [
      'organiser',
      actor('x', ['Can edit any match']),
      on,
      { scoreReporting: true, rescheduling: true, editor: true, draft: true },
    ],
    [
      'stranger',
      actor('x'),
      on,
      { scoreReporting: false, rescheduling: false, editor: false, draft: false },
    ],
  ] as const)('%s', (_, who, switches, access) => {
    expect(getMatchTabAccess(who, match, [], switches)).toEqual(access);
  });
  it('gives the editor to a Match Editor relationship on the match', () => {
    const relationships = [
      { player: ['prod'], permissions: ['Match Editor'], matches: ['m'], events: [] },
    ];
    expect(getMatchTabAccess(actor('prod'), match, relationships, on).editor).toBe(true);
  });
});

describe('report history (RULES (b.6))', () => {
  const entry = (at: number, key: string) => ({
    at,
    actor: 'p',
    team: null,
    staff: false,
    key,
    text: key,
  });
  it('orders reports by their latest entry and each log by time', () => {
    const ordered = orderReports([
      { id: 'old', log: [entry(5, 'b'), entry(1, 'a')] },
      { id: 'new', log: [entry(9, 'c')] },
      { id: 'empty', log: [] },
    ]);
    expect(ordered.map((o) => o.report.id)).toEqual(['new', 'old', 'empty']);
    expect(ordered[1]!.log.map((e) => e.key)).toEqual(['a', 'b']);
  });
});
