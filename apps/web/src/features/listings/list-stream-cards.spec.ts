import { describe, expect, it } from 'vitest';
import { listStreamCards } from './list-stream-cards.js';

describe('/streams cards (public-site §2 "/streams", RULES (k))', () => {
  const main = {
    id: 'bMain',
    advertise: true,
    live_match: ['m1'],
    stream_link: 'https://www.twitch.tv/castline',
  };
  const hidden = {
    id: 'bB',
    advertise: false,
    live_match: ['m1'],
    stream_link: 'https://twitch.tv/b',
  };
  const other = { id: 'bOther', advertise: true, live_match: ['m9'], stream_link: null };

  it('gives each advertised broadcast of a live match an official card', () => {
    expect(listStreamCards(['m1'], [main, hidden, other, main], [])).toEqual([
      {
        kind: 'official',
        key: 'official-bMain',
        matchId: 'm1',
        broadcastId: 'bMain',
        url: 'https://www.twitch.tv/castline',
      },
    ]);
  });

  it('keeps a live match without an advertised broadcast as one official card without a stream', () => {
    expect(listStreamCards(['m2', 'm2'], [main], [])).toEqual([
      { kind: 'official', key: 'official-m2', matchId: 'm2', broadcastId: null, url: null },
    ]);
  });

  it('adds community streams that name a match after the official ones', () => {
    const cards = listStreamCards(
      ['m1'],
      [main],
      [
        { match: ['m3'], event: ['e'], player: ['p'], team: ['t'], url: 'https://twitch.tv/pp' },
        { match: [], event: [], player: ['q'], team: [], url: 'https://twitch.tv/qq' },
      ],
    );
    expect(cards.map((card) => [card.kind, card.matchId])).toEqual([
      ['official', 'm1'],
      ['community', 'm3'],
    ]);
    expect(cards[1]).toMatchObject({
      playerId: 'p',
      teamId: 't',
      eventId: 'e',
      url: 'https://twitch.tv/pp',
    });
  });

  it('has no cards when nothing is live', () => {
    expect(listStreamCards([], [main], [])).toEqual([]);
  });
});
