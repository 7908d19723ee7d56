import fc from 'fast-check';
import { generateRecordId } from './generate-record-id.js';
import { isRecordId } from './is-record-id.js';

/** A deterministic source that replays the given bytes in a loop. */
function replay(bytes: readonly number[]): (size: number) => Uint8Array {
  let next = 0;
  return (size) =>
    Uint8Array.from({ length: size }, () => {
      const byte = bytes[next % bytes.length] ?? 0;
      next += 1;
      return byte;
    });
}

describe('generateRecordId', () => {
  it.each([
    [[0], 'rec00000000000000'],
    [[61], 'reczzzzzzzzzzzzzz'],
    [[62], 'rec00000000000000'], // 62 % 62
    [[10, 36], 'recAaAaAaAaAaAaAa'],
    [[255, 1], 'rec11111111111111'], // 255 is skipped (would bias the result)
    [[248, 249, 250, 35], 'recZZZZZZZZZZZZZZ'],
  ])('bytes %j → %s', (bytes, expected) => {
    expect(generateRecordId(replay(bytes))).toBe(expected);
  });

  it('always yields a valid record id', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 247 }), { minLength: 1 }), (bytes) => {
        expect(isRecordId(generateRecordId(replay(bytes)))).toBe(true);
      }),
    );
  });

  it('fails instead of looping forever on a source of only unusable bytes', () => {
    expect(() => generateRecordId(replay([255]))).toThrow(Error);
  });
});
