import { buildMirrorWrites } from './mirror-records.service.js';

type Row = { id: string; key: string; name: string };
const map = (r: Row) => ({ id: r.id, key: r.key, name: r.name });
const keyOf = (r: Row) => `client-${r.key.toLowerCase()}`;

describe('buildMirrorWrites', () => {
  it.each<[string, Row[], string[], [string, string | null][]]>([
    [
      'one mirror per key',
      [{ id: 'rec2', key: 'DeskA', name: 'A' }],
      [],
      [['client-deska', 'rec2']],
    ],
    [
      'the first entity by id wins a key collision',
      [
        { id: 'rec2', key: 'desk', name: 'B' },
        { id: 'rec1', key: 'DESK', name: 'A' },
      ],
      [],
      [['client-desk', 'rec1']],
    ],
    [
      'an old key that nobody holds is emptied',
      [{ id: 'rec1', key: 'new', name: 'A' }],
      ['client-old', 'client-new'],
      [
        ['client-new', 'rec1'],
        ['client-old', null],
      ],
    ],
    ['an empty key gets no mirror', [{ id: 'rec1', key: ' ', name: 'A' }], [], []],
  ])('%s', (_name, rows, existing, expected) => {
    const writes = buildMirrorWrites('client-mirror', rows, existing, keyOf, map);
    expect(writes.map((w) => [w.id, w.data === null ? null : w.data['id']])).toEqual(expected);
    expect(writes.every((w) => w.kind === 'client-mirror')).toBe(true);
  });

  it('mirrors the whole record', () => {
    const [write] = buildMirrorWrites(
      'client-mirror',
      [{ id: 'rec1', key: 'a', name: 'A' }],
      [],
      keyOf,
      map,
    );
    expect(write?.data).toEqual({ id: 'rec1', key: 'a', name: 'A' });
  });
});
