import { parseThingIds } from './parse-thing-ids.js';

const A = 'recAAAAAAAAAAAAAA';
const B = 'recBBBBBBBBBBBBBB';

describe('parseThingIds', () => {
  it.each([
    ['a comma-joined string', { ids: `${A},${B}` }, [A, B]],
    ['an array of strings', { ids: [A, B] }, [A, B]],
    ['trims around ids', { ids: ` ${A} ,\t${B}\n` }, [A, B]],
    ['drops empty parts', { ids: `,${A},,${B},` }, [A, B]],
    ['drops duplicates, keeping the first place', { ids: `${B},${A},${B}` }, [B, A]],
    ['drops non-string array items', { ids: [A, 7, null, { id: B }, B] }, [A, B]],
    [
      'keeps derived keys and malformed ids for later',
      { ids: 'special:upcoming-matches,not an id' },
      ['special:upcoming-matches', 'not an id'],
    ],
  ])('reads %s', (_name, body, ids) => {
    expect(parseThingIds(body)).toEqual({ ok: true, ids });
  });

  it.each([
    ['no body', undefined],
    ['a null body', null],
    ['a body without ids', {}],
    ['an empty string', { ids: '' }],
    ['only commas and spaces', { ids: ' , ,, ' }],
    ['an empty array', { ids: [] }],
    ['a number', { ids: 42 }],
    ['a bare string body', 'recAAAAAAAAAAAAAA'],
  ])("answers 'No IDs supplied' for %s", (_name, body) => {
    expect(parseThingIds(body)).toEqual({ ok: false, message: 'No IDs supplied' });
  });

  const many = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);

  it('accepts exactly 500 ids', () => {
    const result = parseThingIds({ ids: many(500).join(',') });
    expect(result.ok && result.ids.length).toBe(500);
  });

  it("answers 'Too many IDs supplied' for 501 ids", () => {
    expect(parseThingIds({ ids: many(501).join(',') })).toEqual({
      ok: false,
      message: 'Too many IDs supplied',
    });
  });

  it('counts ids after removing duplicates', () => {
    const result = parseThingIds({ ids: [...many(500), ...many(500)] });
    expect(result.ok && result.ids.length).toBe(500);
  });
});
