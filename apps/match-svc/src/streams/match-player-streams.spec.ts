import {
  matchPlayerStreams,
  streamWindow,
  type StreamMatchInput,
  type StreamerInput,
} from './match-player-streams.js';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 21, 18);
const match = (
  id: string,
  startOffset: number,
  teams: string[],
  duration: number | null = 60,
): StreamMatchInput => ({
  id,
  start: now + startOffset,
  duration,
  teams,
  event: ['E'],
});
const streamer = (
  title: string | null,
  teams = [
    { id: 'A', name: 'Alpha', code: 'ALP' },
    { id: 'B', name: 'Bravo', code: 'BRV' },
  ],
): StreamerInput => ({
  player: 'P',
  url: 'https://www.twitch.tv/p',
  title,
  teams,
});

describe('matchPlayerStreams (RULES (k) special:player-streams)', () => {
  it('uses the window start − 15 min to start + duration + 15 min', () => {
    expect(streamWindow(match('M', 0, ['A']))).toEqual({
      opens: now - 15 * 60_000,
      closes: now + HOUR + 15 * 60_000,
    });
    expect(streamWindow(match('M', 0, ['A'], null)).closes).toBe(now + HOUR + 15 * 60_000);
  });

  it.each([
    ['starts in 10 minutes', 10 * 60_000, true],
    ['starts in 20 minutes', 20 * 60_000, false],
    ['started 70 minutes ago (60 min match)', -70 * 60_000, true],
    ['started 80 minutes ago', -80 * 60_000, false],
  ])('a match that %s counts: %s', (_name, offset, counts) => {
    const { streams } = matchPlayerStreams([streamer(null)], [match('M', offset, ['A', 'X'])], now);
    expect(streams.length).toBe(counts ? 1 : 0);
  });

  it('breaks ties by the team name or code in the stream title, then by the earliest start', () => {
    const matches = [match('M1', -5 * 60_000, ['A', 'X']), match('M2', 5 * 60_000, ['B', 'Y'])];
    expect(matchPlayerStreams([streamer('BRV scrims')], matches, now).streams[0]).toMatchObject({
      match: ['M2'],
      team: ['B'],
    });
    expect(matchPlayerStreams([streamer('Alpha day')], matches, now).streams[0]).toMatchObject({
      match: ['M1'],
      team: ['A'],
    });
    expect(matchPlayerStreams([streamer('just chatting')], matches, now).streams[0]).toMatchObject({
      match: ['M1'],
    });
  });

  it('ignores matches of other teams and answers the next window change', () => {
    const result = matchPlayerStreams(
      [streamer(null)],
      [match('M', 2 * HOUR, ['A']), match('N', 0, ['Z'])],
      now,
    );
    expect(result.streams).toEqual([]);
    expect(result.nextChange).toBe(now + 2 * HOUR - 15 * 60_000);
  });
});
