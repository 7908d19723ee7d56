import { ThingsReplySchema } from '@castline/contracts';
import { readThingsReply } from './read-things-reply.js';

describe('readThingsReply', () => {
  it.each([
    ['an empty list', { records: [] }],
    [
      'records with extra fields',
      { records: [{ __id: 'a', id: 'a', name: 'A', theme: ['t'] }, { __id: 'b' }] },
    ],
  ])('accepts %s, like ThingsReplySchema', (_name, reply) => {
    expect(ThingsReplySchema.safeParse(reply).success).toBe(true);
    expect(readThingsReply(reply)).toEqual(reply.records);
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
  });
});
