import { CodedError } from '@castline/contracts';
import { changedBlockKeys, normaliseEventBlocks } from './set-event-settings.service.js';

const problem = (input: unknown) => {
  try {
    normaliseEventBlocks(input);
  } catch (error) {
    return error instanceof CodedError ? [error.code, error.message] : error;
  }
  return null;
};

describe('normaliseEventBlocks', () => {
  it('stores text and objects alike, as normalised JSON', () => {
    const text = '{ "foldy": {"use": true}, "reporting": {"score": {"use": true}} }';
    const expected = '{"reporting":{"score":{"use":true}},"foldy":{"use":true}}';
    expect(normaliseEventBlocks(text)).toBe(expected);
    expect(normaliseEventBlocks(JSON.parse(text))).toBe(expected);
  });

  it.each<[string, unknown, string]>([
    ['unparsable text', 'reporting.score.use = true', 'blocks: The blocks are not valid JSON'],
    ['an unknown key', { standing: [] }, 'blocks: Unknown field "standing"'],
    [
      'a tie-breaker RULES d.2 does not name',
      {
        standings: [{ key: 'a', title: 'A', group: 'A', tieBreakers: ['match-wins', 'coin-flip'] }],
      },
      'blocks.standings.0.tieBreakers.1: Invalid option',
    ],
    [
      'a tie-breaker used twice',
      { standings: [{ key: 'a', title: 'A', group: 'A', tieBreakers: ['seed', 'seed'] }] },
      'blocks.standings.0.tieBreakers: Each tie-breaker can only be used once',
    ],
  ])('rejects %s with a 400 naming the key', (_, input, message) => {
    const [code, text] = problem(input) as [string, string];
    expect(code).toBe('BAD_REQUEST');
    expect(text.startsWith(message)).toBe(true);
  });
});

describe('normaliseEventBlocks: the private logging block', () => {
  const stored = JSON.stringify({
    logging: { staffScoreReport: '123456789012345678' },
    foldy: { use: false },
  });

  it('keeps the stored logging when the blocks leave it out (clients never read it)', () => {
    expect(normaliseEventBlocks({ foldy: { use: true } }, stored)).toBe(
      '{"logging":{"staffScoreReport":"123456789012345678"},"foldy":{"use":true}}',
    );
  });

  it('replaces it when the blocks name it, and clears it with an empty block', () => {
    const next = { logging: { matchTimeChanges: '223456789012345678' } };
    expect(JSON.parse(normaliseEventBlocks(next, stored))).toEqual(next);
    expect(normaliseEventBlocks({ logging: {} }, stored)).toBe('{"logging":{}}');
  });

  it.each([
    [null],
    ['not json'],
    ['{"logging":{"staffScoreReport":"#general"}}'],
    ['{"foldy":{}}'],
  ])('keeps nothing from stored blocks %j without a valid logging block', (previous) => {
    expect(normaliseEventBlocks({ draft: { use: true } }, previous)).toBe('{"draft":{"use":true}}');
  });
});

describe('changedBlockKeys', () => {
  it.each<[string | null, string, string[]]>([
    [null, '{"foldy":{"use":true}}', ['foldy']],
    ['not json', '{}', []],
    ['{"foldy":{"use":true},"draft":{"use":false}}', '{"foldy":{"use":true}}', ['draft']],
    ['{"logging":{"staffScoreReport":"1"}}', '{"logging":{"staffScoreReport":"2"}}', ['logging']],
    ['{"foldy":{"use":true}}', '{"foldy":{"use":true}}', []],
  ])('%j → %j: %j', (before, after, keys) => {
    expect(changedBlockKeys(before, after)).toEqual(keys);
  });
});
