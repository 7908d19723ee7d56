import { describe, expect, it } from 'vitest';
import {
  applyOverlayReport,
  formatDuration,
  readProdUpdateRelay,
  streamsOfClient,
  summariseData,
} from './admin-reports.js';

const RELAY = {
  socketId: 'abc123',
  clientName: 'Production 1',
  component: 'custom',
  path: '/client/prod1/custom',
  fullPath: '/client/prod1/custom?title=Hi',
  active: true,
  visible: true,
  data: { broadcast: 'main' },
};

describe('admin page reports (OVERLAYS §2 "prod-update reporting", §1 admin)', () => {
  it('reads a relayed prod-update and refuses malformed ones', () => {
    expect(readProdUpdateRelay(RELAY)).toEqual(RELAY);
    expect(readProdUpdateRelay({ ...RELAY, data: undefined })).toEqual({ ...RELAY, data: null });
    expect(readProdUpdateRelay({ ...RELAY, clientName: 5 })).toEqual({
      ...RELAY,
      clientName: null,
    });
    for (const bad of [
      null,
      'x',
      [],
      { ...RELAY, socketId: '' },
      { ...RELAY, socketId: undefined },
      { ...RELAY, active: 'yes' },
      { ...RELAY, component: 1 },
    ]) {
      expect(readProdUpdateRelay(bad)).toBeNull();
    }
  });

  it('keeps one row per overlay socket, the latest report, sorted by overlay and address', () => {
    let rows = applyOverlayReport([], RELAY, 1);
    rows = applyOverlayReport(rows, { ...RELAY, socketId: 'zzz', component: 'background' }, 2);
    rows = applyOverlayReport(rows, { ...RELAY, active: false }, 3);
    expect(rows.map((r) => [r.component, r.socketId, r.active, r.receivedAt])).toEqual([
      ['background', 'zzz', true, 2],
      ['custom', 'abc123', false, 3],
    ]);
  });

  it("lists only this client's transmitters of special:streams", () => {
    const entry = (client: string, clientName: string) => ({
      client,
      clientName,
      socketId: `s-${clientName}`,
      scenes: { preview: 'A', program: 'B' },
      status: null,
      settings: null,
    });
    const record = {
      streams: [entry('PROD1', 'obs-a'), entry('prod2', 'obs-b'), { client: 'prod1' }],
    };
    expect(streamsOfClient(record, 'prod1').map((s) => s.clientName)).toEqual(['obs-a']);
    expect(streamsOfClient(undefined, 'prod1')).toEqual([]);
    expect(streamsOfClient({ streams: 'x' }, 'prod1')).toEqual([]);
  });

  it.each([
    [0, '0:00'],
    [59_999, '0:59'],
    [61_000, '1:01'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
    [-5, '0:00'],
  ])('formatDuration(%d) = %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('summarises report data on one line, leaving out empty fields', () => {
    expect(summariseData({ broadcast: 'main', liveMatch: null, obs: { streaming: true } })).toBe(
      'broadcast: main, obs: {"streaming":true}',
    );
    expect(summariseData(null)).toBe('');
    expect(summariseData([1])).toBe('[1]');
  });
});
