import { RECORD_KINDS, RECORD_SCHEMAS, StoredRecordSchema } from './index.js';
import { createBlankRecord } from './create-blank-record.js';

const ID = 'recAAAAAAAAAAAAAA';

describe('createBlankRecord', () => {
  it.each(RECORD_KINDS.map((kind) => [kind]))('makes a %s record that parses', (kind) => {
    expect(StoredRecordSchema.safeParse(createBlankRecord(kind, ID)).success).toBe(true);
  });

  it.each(RECORD_KINDS.map((kind) => [kind]))(
    'gives a %s record exactly the contract fields',
    (kind) => {
      const expected = Object.keys(RECORD_SCHEMAS[kind].shape).sort();
      expect(Object.keys(createBlankRecord(kind, ID)).sort()).toEqual(expected);
    },
  );

  it('gives every record its own lists', () => {
    const a = createBlankRecord('team', ID);
    const b = createBlankRecord('team', ID);
    a.players.push(ID);
    expect(b.players).toEqual([]);
  });
});
