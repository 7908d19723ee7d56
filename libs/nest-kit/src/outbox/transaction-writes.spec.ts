import type { EntityManager } from 'typeorm';
import {
  deferWrite,
  flushDeferredWrites,
  noteOutboxRows,
  takeOutboxRows,
  withDeferredWrites,
  type OutboxRow,
} from './transaction-writes.js';

/** A stand-in for one transaction's manager: only `query` is used, and it records what was sent. */
function fakeManager(): EntityManager & { sent: { sql: string; params: unknown[] }[] } {
  const sent: { sql: string; params: unknown[] }[] = [];
  return {
    sent,
    query: (sql: string, params: unknown[]) => {
      sent.push({ sql, params });
      return Promise.resolve([]);
    },
  } as unknown as EntityManager & { sent: { sql: string; params: unknown[] }[] };
}

const row = (id: string, subject = 'record.evt.changed.v1'): OutboxRow => ({
  id,
  subject,
  record_id: `rec${id}`,
  data: {},
  crew: null,
  version: id,
});

describe('deferred writes of a transaction', () => {
  it.each([
    {
      name: 'nothing deferred: the statement as given',
      deferred: [],
      sql: 'UPDATE t SET a = $1',
      params: [1],
      expected: { sql: 'UPDATE t SET a = $1', params: [1] },
    },
    {
      name: 'before a plain statement: CTEs in front, parameters numbered after the main ones',
      deferred: [{ sql: 'UPDATE m SET x = $2 WHERE id = $1', params: ['m1', 'X'] }],
      sql: 'INSERT INTO r VALUES ($1, $2)',
      params: ['a', 'b'],
      expected: {
        sql: 'WITH d0 AS (UPDATE m SET x = $4 WHERE id = $3) INSERT INTO r VALUES ($1, $2)',
        params: ['a', 'b', 'm1', 'X'],
      },
    },
    {
      name: 'before a WITH statement: joined to its CTE list, in the order deferred',
      deferred: [
        { sql: 'INSERT INTO audit SELECT $1', params: ['A'] },
        { sql: 'UPDATE m SET x = $1', params: ['X'] },
      ],
      sql: 'WITH input AS (SELECT $1) SELECT * FROM input',
      params: ['I'],
      expected: {
        sql: 'WITH d0 AS (INSERT INTO audit SELECT $2), d1 AS (UPDATE m SET x = $3), input AS (SELECT $1) SELECT * FROM input',
        params: ['I', 'A', 'X'],
      },
    },
    {
      name: 'double-digit parameters are renumbered whole',
      deferred: [{ sql: 'UPDATE m SET x = $10, y = $1', params: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
      sql: 'SELECT $1, $2',
      params: ['a', 'b'],
      expected: {
        sql: 'WITH d0 AS (UPDATE m SET x = $12, y = $3) SELECT $1, $2',
        params: ['a', 'b', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      },
    },
  ])('$name', ({ deferred, sql, params, expected }) => {
    const manager = fakeManager();
    for (const statement of deferred) deferWrite(manager, statement);
    expect(withDeferredWrites(manager, sql, params)).toEqual(expected);
    // taken once: the next statement goes alone
    expect(withDeferredWrites(manager, sql, params)).toEqual({ sql, params });
  });

  it('flushes what is left in one statement, and nothing when nothing is left', async () => {
    const manager = fakeManager();
    await flushDeferredWrites(manager);
    expect(manager.sent).toEqual([]);
    deferWrite(manager, { sql: 'UPDATE a SET x = $1', params: [1] });
    deferWrite(manager, { sql: 'UPDATE b SET y = $1', params: [2] });
    await flushDeferredWrites(manager);
    expect(manager.sent).toEqual([
      {
        sql: 'WITH d0 AS (UPDATE a SET x = $1), d1 AS (UPDATE b SET y = $2) SELECT 1',
        params: [1, 2],
      },
    ]);
    await flushDeferredWrites(manager);
    expect(manager.sent).toHaveLength(1);
  });

  it('keeps record changes for the publish after commit and flags rows only the relay publishes', () => {
    const manager = fakeManager();
    noteOutboxRows(manager, [row('2'), row('1')]);
    expect(takeOutboxRows(manager)).toEqual({ rows: [row('2'), row('1')], otherOutbox: false });
    noteOutboxRows(manager, [row('3'), row('4', 'match.evt.report-changed.v1')]);
    expect(takeOutboxRows(manager)).toEqual({ rows: [row('3')], otherOutbox: true });
    // taken: a second take has nothing
    expect(takeOutboxRows(manager)).toEqual({ rows: [], otherOutbox: false });
  });
});
