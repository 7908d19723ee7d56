import { EVENT_BLOCKS_NOT_JSON, parseEventBlocks } from './event-blocks.js';

const CHANNEL = '123456789012345678';
const FULL = {
  reporting: {
    score: {
      use: true,
      opponentApprove: true,
      staffApprove: false,
      allowForfeits: true,
      showHeroPicks: true,
      showHeroBans: false,
      showMapBans: true,
    },
    rescheduling: { use: true, opponentApprove: false, staffApprove: true },
  },
  logging: {
    captainNotifications: CHANNEL,
    staffApprovalNotifications: CHANNEL,
    staffScoreReport: CHANNEL,
    staffCompletedScoreReport: CHANNEL,
    postMatchReports: CHANNEL,
    matchTimeChanges: CHANNEL,
    publicRosterChanges: null,
    sendStaffPreapprovalNotifications: true,
    hideNonStaffRosterChanges: false,
  },
  standings: [
    {
      key: 'group-a',
      title: 'Group A',
      group: 'Group A',
      sub_event: null,
      tieBreakers: ['match-wins', 'map-diff'],
      forfeitMaps: 'none',
      manualOrder: ['rec00000000000001'],
    },
  ],
  foldy: { use: true },
  draft: { use: false },
  auction: { public: true },
  extendedStaffPage: true,
};

describe('parseEventBlocks (RULES (h) event blocks)', () => {
  it.each<[string, unknown]>([
    ['every key RULES (h) names', FULL],
    ['the same as JSON text', JSON.stringify(FULL)],
    ['no settings at all', {}],
    ['an empty standings list', { standings: [] }],
    ['one switch of one block', { reporting: { score: { use: true } } }],
  ])('accepts %s', (_, input) => {
    expect(parseEventBlocks(input).success).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['text that is not JSON', '{"reporting":', `blocks: ${EVENT_BLOCKS_NOT_JSON}`],
    [
      'JSON that is not an object',
      '[1, 2]',
      'blocks: Invalid input: expected object, received array',
    ],
    ['an unknown top-level key', { reportng: {} }, 'blocks: Unknown field "reportng"'],
    [
      'an unknown reporting.score switch',
      { reporting: { score: { use: true, autoApprove: true } } },
      'blocks.reporting.score: Unknown field "autoApprove"',
    ],
    [
      'a switch that is not a boolean',
      { reporting: { rescheduling: { use: 'yes' } } },
      'blocks.reporting.rescheduling.use: Invalid input: expected boolean, received string',
    ],
    [
      'an unknown logging key',
      { logging: { scoreChannel: CHANNEL } },
      'blocks.logging: Unknown field "scoreChannel"',
    ],
    [
      'a channel id that is not a Discord id',
      { logging: { matchTimeChanges: '#general' } },
      'blocks.logging.matchTimeChanges: Must be a Discord channel id (17 to 20 digits)',
    ],
    [
      'a standings entry with an unknown key',
      { standings: [{ key: 'a', title: 'A', group: 'A', colour: 'red' }] },
      'blocks.standings.0: Unknown field "colour"',
    ],
    [
      'a standings entry without a group',
      { standings: [{ key: 'a', title: 'A', group: '' }] },
      'blocks.standings.0.group: Name the match group of this table',
    ],
    [
      'a standings key that cannot name a record',
      { standings: [{ key: 'group a', title: 'A', group: 'A' }] },
      'blocks.standings.0.key: Use 1 to 64 letters, digits, - or _ for a standings key',
    ],
    [
      'two standings entries with one key',
      {
        standings: [
          { key: 'a', title: 'A', group: 'A' },
          { key: 'a', title: 'B', group: 'B' },
        ],
      },
      'blocks.standings.1.key: The standings key "a" is used twice',
    ],
    [
      'forfeitMaps outside none and sweep',
      { standings: [{ key: 'a', title: 'A', group: 'A', forfeitMaps: 'all' }] },
      'blocks.standings.0.forfeitMaps: Invalid option: expected one of "none"|"sweep"',
    ],
    [
      'foldy.use as text',
      { foldy: { use: 'true' } },
      'blocks.foldy.use: Invalid input: expected boolean, received string',
    ],
    [
      'an unknown auction key',
      { auction: { private: true } },
      'blocks.auction: Unknown field "private"',
    ],
  ])('rejects %s, naming the key', (_, input, message) => {
    expect(parseEventBlocks(input)).toEqual({ success: false, message });
  });

  it('normalises: keys in schema order, whatever order the text had', () => {
    const parsed = parseEventBlocks(
      '{"extendedStaffPage":true,"foldy":{"use":false},"reporting":{}}',
    );
    expect(parsed.success && JSON.stringify(parsed.data)).toBe(
      '{"reporting":{},"foldy":{"use":false},"extendedStaffPage":true}',
    );
  });
});
