import { isSameReportData } from './is-same-report-data.js';

describe('isSameReportData', () => {
  const report = {
    matchData: { score_1: 2, score_2: 1, forfeit: false },
    mapData: [{ id: 'm1', winner: ['T1'] }, { winner: ['T2'] }],
  };

  it.each<[string, unknown, unknown, boolean]>([
    ['the same object', report, report, true],
    ['a deep copy', report, structuredClone(report), true],
    ['keys in another order', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
    ['an absent key and an undefined one', { a: 1 }, { a: 1, b: undefined }, true],
    [
      'a different score',
      report,
      { ...report, matchData: { ...report.matchData, score_2: 0 } },
      false,
    ],
    ['maps in another order', report, { ...report, mapData: [...report.mapData].reverse() }, false],
    ['an extra map', { mapData: [1] }, { mapData: [1, 2] }, false],
    ['an array and an object', [], {}, false],
    ['null and an object', null, {}, false],
    ['two nulls', null, null, true],
    ['1 and "1"', 1, '1', false],
  ])('%s → %s', (_, a, b, expected) => {
    expect(isSameReportData(a, b)).toBe(expected);
    expect(isSameReportData(b, a)).toBe(expected);
  });
});
