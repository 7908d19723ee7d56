import { PROD_ROOM, isListeningRoom } from './production-rooms.js';

describe('production rooms', () => {
  it('lower-cases client keys and keeps broadcast keys', () => {
    expect(PROD_ROOM.client('PROD1')).toBe('prod:client-prod1');
    expect(PROD_ROOM.overview('Prod1')).toBe('prod:overview-prod1');
    expect(PROD_ROOM.broadcast('Main')).toBe('prod:broadcast-Main');
  });

  it.each([
    [PROD_ROOM.client('prod1'), true],
    [PROD_ROOM.broadcast('main'), true],
    [PROD_ROOM.overview('prod1'), true],
    [PROD_ROOM.crew('prod1'), false],
    [PROD_ROOM.transmitters('prod1'), false],
    [PROD_ROOM.tally('prod1'), false],
    ['rec:special:streams', false],
    ['someSocketId', false],
  ])('counts %s as a listening room: %s', (room, expected) => {
    expect(isListeningRoom(room)).toBe(expected);
  });

  it('never uses the record rooms prefix', () => {
    for (const room of Object.values(PROD_ROOM)) expect(room('x').startsWith('rec:')).toBe(false);
  });
});
