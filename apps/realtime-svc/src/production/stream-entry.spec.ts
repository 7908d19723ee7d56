import {
  isStreamChangeWorthPublishing,
  toStreamEntry,
  type TransmitterReport,
} from './stream-entry.js';

const report: TransmitterReport = {
  clientName: 'Producer PC',
  client: 'prod1',
  socketId: 'abc',
  scenes: { preview: 'Obs 1', program: 'Desk' },
  status: { outputActive: true, outputDuration: 1000 },
  settings: {
    service: 'Twitch',
    server: 'rtmp://live.twitch.tv/app',
    key: 'live_123_secret',
    channelId: '42',
    video: { outputWidth: 1920 },
  },
};

describe('toStreamEntry', () => {
  it('lists the transmitter without its stream key', () => {
    const entry = toStreamEntry(report);
    expect(entry).toEqual({
      clientName: 'Producer PC',
      client: 'prod1',
      socketId: 'abc',
      scenes: { preview: 'Obs 1', program: 'Desk' },
      status: { outputActive: true, outputDuration: 1000 },
      settings: {
        service: 'Twitch',
        server: 'rtmp://live.twitch.tv/app',
        channelId: '42',
        video: { outputWidth: 1920 },
      },
    });
    expect(JSON.stringify(entry)).not.toContain('live_123_secret');
  });

  it('keeps a transmitter that has sent no stream status yet', () => {
    expect(toStreamEntry({ ...report, status: null, settings: null })).toMatchObject({
      status: null,
      settings: null,
    });
  });

  it('does not change the report', () => {
    const copy = structuredClone(report);
    toStreamEntry(report);
    expect(report).toEqual(copy);
  });
});

describe('isStreamChangeWorthPublishing (RULES (k) special:streams)', () => {
  const entry = toStreamEntry(report);
  it.each<[string, Partial<TransmitterReport> | null, boolean]>([
    ['a new transmitter', null, true],
    [
      'only outputDuration changed',
      { status: { outputActive: true, outputDuration: 5000 } },
      false,
    ],
    ['nothing changed', {}, false],
    ['the stream went offline', { status: { outputActive: false, outputDuration: 1000 } }, true],
    ['the program scene changed', { scenes: { preview: 'Obs 1', program: 'Obs 2' } }, true],
    ['a setting changed', { settings: { ...report.settings!, server: 'rtmp://other' } }, true],
    [
      'the stream key alone changed (never published)',
      { settings: { ...report.settings!, key: 'x' } },
      false,
    ],
  ])('%s → %s', (_name, change, expected) => {
    const previous = change === null ? null : entry;
    const next = toStreamEntry({ ...report, ...(change ?? {}) });
    expect(isStreamChangeWorthPublishing(previous, next)).toBe(expected);
  });
});
