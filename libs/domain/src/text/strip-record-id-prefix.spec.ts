import fc from 'fast-check';
import { addRecordIdPrefix } from './add-record-id-prefix.js';
import { BASE62_ALPHABET } from './record-id.js';
import { stripRecordIdPrefix } from './strip-record-id-prefix.js';

const base62Body = fc.string({
  unit: fc.constantFrom(...BASE62_ALPHABET.split('')),
  minLength: 14,
  maxLength: 14,
});

describe('stripRecordIdPrefix', () => {
  it.each([
    ['recAbCdEfGh012345', 'AbCdEfGh012345'],
    ['AbCdEfGh012345', 'AbCdEfGh012345'],
    ['recAbCd', 'recAbCd'], // too short: unchanged
    ['recAbCdEfGh0123456', 'recAbCdEfGh0123456'], // 18 characters: unchanged
    ['xyzAbCdEfGh012345', 'xyzAbCdEfGh012345'], // 17 characters, no prefix: unchanged
    ['special:player-streams', 'special:player-streams'],
    ['', ''],
  ])('%p → %p', (id, expected) => {
    expect(stripRecordIdPrefix(id)).toBe(expected);
  });

  it('round-trips with addRecordIdPrefix for full and short ids', () => {
    fc.assert(
      fc.property(base62Body, (body) => {
        const full = `rec${body}`;
        expect(stripRecordIdPrefix(full)).toBe(body);
        expect(addRecordIdPrefix(stripRecordIdPrefix(full))).toBe(full);
        expect(stripRecordIdPrefix(addRecordIdPrefix(body))).toBe(body);
      }),
    );
  });

  it('leaves ids of other lengths unchanged both ways', () => {
    fc.assert(
      fc.property(
        fc.string().filter((id) => id.length !== 14 && id.length !== 17),
        (id) => {
          expect(stripRecordIdPrefix(id)).toBe(id);
          expect(addRecordIdPrefix(id)).toBe(id);
        },
      ),
    );
  });
});
