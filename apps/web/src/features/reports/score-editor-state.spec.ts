import { describe, expect, it } from 'vitest';
import { editorFromReportData, toReportData } from './score-editor-state.js';

const ALL_OFF = {
  allowForfeits: false,
  showHeroPicks: false,
  showHeroBans: false,
  showMapBans: false,
};
const data = {
  matchData: { score_1: 2, score_2: 0, forfeit: true, forfeit_reason: ' no show ' },
  mapData: [
    {
      id: 'recMAPRECORDAAAAA',
      map: 'recMAPDATAAAAAAAA',
      winner: 'A',
      banner: 'B',
      score_1: 2,
      score_2: 1,
      replay_code: ' ab12cd ',
      team_1_picks: ['h1'],
      team_2_bans: ['h2'],
    },
    {},
  ],
};

describe('the score editor as report data (RULES (a) submit-score-report body)', () => {
  it('drops rows left blank, uppercases replay codes and leaves out what the event does not show', () => {
    const report = toReportData(editorFromReportData(data, 2), ALL_OFF);
    expect(report).toEqual({
      matchData: { score_1: 2, score_2: 0, forfeit: false },
      mapData: [
        {
          id: 'recMAPRECORDAAAAA',
          map: 'recMAPDATAAAAAAAA',
          winner: 'A',
          draw: false,
          picker: null,
          banner: null,
          score_1: 2,
          score_2: 1,
          replay_code: 'AB12CD',
        },
      ],
    });
  });

  it('keeps forfeits, map bans and hero lists where the event allows them', () => {
    const report = toReportData(editorFromReportData(data, 2), {
      allowForfeits: true,
      showHeroPicks: true,
      showHeroBans: true,
      showMapBans: true,
    });
    expect(report.matchData).toEqual({
      score_1: 2,
      score_2: 0,
      forfeit: true,
      forfeit_reason: 'no show',
    });
    expect(report.mapData[0]).toMatchObject({
      banner: 'B',
      team_1_picks: ['h1'],
      team_2_picks: [],
      team_1_bans: [],
      team_2_bans: ['h2'],
    });
  });

  it('reads map records with link arrays as the editor holds them (single ids)', () => {
    const editor = editorFromReportData(
      { mapData: [{ id: 'recM', map: ['recD'], winner: ['A'], picker: [], banner: [] }] },
      3,
    );
    expect(editor.maps[0]).toMatchObject({ id: 'recM', map: 'recD', winner: 'A', picker: null });
    expect(editor.first_to).toBe(3);
    expect(editor.score_1).toBe(0);
  });
});
