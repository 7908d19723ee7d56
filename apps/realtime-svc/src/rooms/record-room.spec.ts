import { recordIdOfRoom, recordRoom } from './record-room.js';

describe('record rooms', () => {
  it.each([['recAAAAAAAAAAAAAAA'], ['special:upcoming-matches'], ['subdomain-finals']])(
    'round-trips %s',
    (id) => {
      expect(recordRoom(id)).toBe(`rec:${id}`);
      expect(recordIdOfRoom(recordRoom(id))).toBe(id);
    },
  );

  it.each([['prod:client-abc'], ['Zx81socketid'], ['record:x']])(
    'answers null for the non-record room %s',
    (room) => {
      expect(recordIdOfRoom(room)).toBeNull();
    },
  );
});
