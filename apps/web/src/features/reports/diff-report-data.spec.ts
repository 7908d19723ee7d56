import { describe, expect, it } from 'vitest';
import { diffReportData } from './diff-report-data.js';

const A = 'recTEAMAAAAAAAAAA';
const B = 'recTEAMBBBBBBBBBB';
const report = {
  matchData: { score_1: 2, score_2: 1 },
  mapData: [
    { map: 'recMAPONEAAAAAAAA', winner: A, score_1: 2, score_2: 0 },
    { map: 'recMAPTWOAAAAAAAA', winner: B, score_1: 1, score_2: 2, replay_code: 'ABC' },
    { map: 'recMAPTHREEAAAAAA', winner: A, score_1: 3, score_2: 2 },
  ],
};

describe('diffReportData (staff queue: report vs counter, map by map, field by field)', () => {
  it('lists nothing for equal data, also when empty values are written differently', () => {
    const same = {
      matchData: { score_1: 2, score_2: 1, forfeit: false, forfeit_reason: null },
      mapData: report.mapData.map((map) => ({ ...map, team_1_picks: [], draw: false })),
    };
    expect(diffReportData(report, same)).toEqual([]);
  });

  it('lists the match fields, then each map field that differs, with both values', () => {
    const counter = {
      matchData: { score_1: 1, score_2: 2 },
      mapData: [
        report.mapData[0],
        { ...report.mapData[1], replay_code: 'XYZ' },
        { ...report.mapData[2], winner: B, score_1: 2, score_2: 3 },
        { map: 'recMAPFOURAAAAAAA', winner: B },
      ],
    };
    expect(diffReportData(report, counter)).toEqual([
      { scope: 'match', field: 'score_1', report: 2, counter: 1 },
      { scope: 'match', field: 'score_2', report: 1, counter: 2 },
      { scope: 'map', mapIndex: 1, field: 'replay_code', report: 'ABC', counter: 'XYZ' },
      { scope: 'map', mapIndex: 2, field: 'winner', report: A, counter: B },
      { scope: 'map', mapIndex: 2, field: 'score_1', report: 3, counter: 2 },
      { scope: 'map', mapIndex: 2, field: 'score_2', report: 2, counter: 3 },
      { scope: 'map', mapIndex: 3, field: 'map', report: null, counter: 'recMAPFOURAAAAAAA' },
      { scope: 'map', mapIndex: 3, field: 'winner', report: null, counter: B },
    ]);
  });

  it('compares hero lists in order', () => {
    const withPicks = (picks: string[]) => ({
      matchData: { score_1: 1, score_2: 0 },
      mapData: [{ team_1_picks: picks }],
    });
    expect(diffReportData(withPicks(['h1', 'h2']), withPicks(['h2', 'h1']))).toHaveLength(1);
  });
});
