import { ThingsJsonReplySchema, ThingsReplySchema } from '@castline/contracts';
import { readThingsReply, readThingsTexts } from './read-things-reply.js';

const T1 = 'recTheme00000001';

describe('readThingsTexts', () => {
  describe('the JSON form (json: true)', () => {
    it('takes the texts as they are, like ThingsJsonReplySchema', () => {
      const reply = {
        json: [
          { __id: 'a', theme: T1, text: '{"id": "a", "__id": "a", "theme": ["recTheme00000001"]}' },
          { __id: 'b', theme: null, text: '{"__id": "b", "id": "b"}' },
        ],
      };
      expect(ThingsJsonReplySchema.safeParse(reply).success).toBe(true);
      expect(readThingsTexts(reply)).toBe(reply.json);
    });

    it.each([
      ['an entry that is not an object', { json: ['a'] }],
      ['an entry without __id', { json: [{ theme: null, text: '{}' }] }],
      ['an entry without text', { json: [{ __id: 'a', theme: null }] }],
      ['an entry whose text is not a string', { json: [{ __id: 'a', theme: null, text: {} }] }],
      ['a theme that is not a string', { json: [{ __id: 'a', theme: [T1], text: '{}' }] }],
    ])('refuses %s, like ThingsJsonReplySchema', (_name, reply) => {
      expect(ThingsJsonReplySchema.safeParse(reply).success).toBe(false);
      expect(() => readThingsTexts(reply)).toThrow(TypeError);
    });
  });

  describe('an owner answering the object form', () => {
    it.each([
      ['an empty list', { records: [] }],
      [
        'records with extra fields',
        { records: [{ __id: 'a', id: 'a', name: 'A', theme: [T1] }, { __id: 'b' }] },
      ],
    ])('accepts %s, like ThingsReplySchema', (_name, reply) => {
      expect(ThingsReplySchema.safeParse(reply).success).toBe(true);
      expect(readThingsReply(reply)).toEqual(reply.records);
      expect(readThingsTexts(reply).map((r) => r.__id)).toEqual(reply.records.map((r) => r.__id));
    });

    it('answers each record as its JSON text with id, and its single theme', () => {
      const [a, b, c] = readThingsTexts({
        records: [
          { __id: 'a', id: 'a', name: 'A', theme: [T1] },
          { __id: 'b', theme: [T1, 'recTheme00000002'] },
          { __id: 'c', id: 7, theme: [7] },
        ],
      });
      expect(JSON.parse(a?.text ?? '')).toEqual({ __id: 'a', id: 'a', name: 'A', theme: [T1] });
      expect(a?.theme).toBe(T1);
      expect(JSON.parse(b?.text ?? '')).toEqual({
        __id: 'b',
        id: 'b',
        theme: [T1, 'recTheme00000002'],
      });
      expect(b?.theme).toBeNull();
      expect(JSON.parse(c?.text ?? '')).toMatchObject({ __id: 'c', id: 'c' });
      expect(c?.theme).toBeNull();
    });

    it.each([
      ['null', null],
      ['a list', []],
      ['no records', {}],
      ['records that is not a list', { records: { __id: 'a' } }],
      ['a record that is not an object', { records: ['a'] }],
      ['a null record', { records: [null] }],
      ['a record that is a list', { records: [['a']] }],
      ['a record without __id', { records: [{ id: 'a' }] }],
      ['a record with a numeric __id', { records: [{ __id: 7 }] }],
    ])('refuses %s, like ThingsReplySchema', (_name, reply) => {
      expect(ThingsReplySchema.safeParse(reply).success).toBe(false);
      expect(() => readThingsReply(reply)).toThrow(TypeError);
      expect(() => readThingsTexts(reply)).toThrow(TypeError);
    });
  });
});
