import { readReportSettings, scoreReportSwitches } from './read-report-settings.js';

describe('readReportSettings', () => {
  it('reads the reporting switches and the set logging channels', () => {
    const settings = readReportSettings(
      JSON.stringify({
        reporting: {
          score: {
            use: true,
            opponentApprove: true,
            staffApprove: false,
            allowForfeits: true,
            showHeroPicks: true,
            showMapBans: true,
          },
          rescheduling: { use: true, opponentApprove: false, staffApprove: true },
        },
        logging: { matchTimeChanges: '123', staffScoreReport: '', captainNotifications: 5 },
      }),
    );
    expect(settings).toEqual({
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
      channels: { matchTimeChanges: '123' },
    });
  });

  it.each([null, undefined, '', '{not json', '[]', '"text"', JSON.stringify({ reporting: [] })])(
    'treats %p as no settings: every switch off, no channel',
    (blocks) => {
      const settings = readReportSettings(blocks);
      expect(settings.score).toEqual({
        use: false,
        opponentApprove: false,
        staffApprove: false,
        allowForfeits: false,
        showHeroPicks: false,
        showHeroBans: false,
        showMapBans: false,
      });
      expect(settings.rescheduling).toEqual({
        use: false,
        opponentApprove: false,
        staffApprove: false,
      });
      expect(settings.channels).toEqual({});
    },
  );

  it('counts only true as on (a string "true" is off)', () => {
    const settings = readReportSettings(
      JSON.stringify({ reporting: { score: { use: 'true', staffApprove: 1 } } }),
    );
    expect(settings.score.use).toBe(false);
    expect(settings.score.staffApprove).toBe(false);
  });

  it('gives the report body switches, a switch left out of the settings off', () => {
    const read = readReportSettings(
      JSON.stringify({ reporting: { score: { allowForfeits: true, showMapBans: true } } }),
    );
    expect(scoreReportSwitches(read)).toEqual({
      allowForfeits: true,
      showHeroPicks: false,
      showHeroBans: false,
      showMapBans: true,
    });
    const built = { ...read, score: { ...read.score, showHeroPicks: undefined } };
    expect(scoreReportSwitches(built).showHeroPicks).toBe(false);
  });
});
