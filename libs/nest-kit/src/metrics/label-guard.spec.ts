import { LabelGuard, OTHER_LABEL, methodLabel, statusClassLabel } from './label-guard.js';

describe('LabelGuard', () => {
  it('keeps route patterns, subjects and consumer names', () => {
    const guard = new LabelGuard();
    for (const value of [
      '/actions/:name',
      '/things',
      '/image.*',
      'match.qry.things',
      'record.evt.changed.v1',
      'ordered:record.evt.changed.v1',
      'match-svc_live-match-changed',
    ])
      expect(guard.value(value)).toBe(value);
  });

  it.each([
    ['a record id', 'rec0123456789ABcd'],
    ['a path with a record id', '/things/rec0123456789ABcd'],
    ['a UUID', '6f1c2b7e-1d2a-4c3b-9a8e-0f1e2d3c4b5a'],
    ['a long number', '/events/12345'],
    ['upper case and spaces', 'Some Thing'],
    ['a query string', '/things?ids=a,b'],
    ['an empty value', ''],
    ['a very long value', `x${'y'.repeat(100)}`],
  ])('answers `other` for %s', (_, value) => {
    expect(new LabelGuard().value(value)).toBe(OTHER_LABEL);
  });

  it('caps the distinct values and keeps answering the ones it already has', () => {
    const guard = new LabelGuard({ maxValues: 3 });
    expect(['a', 'b', 'c', 'd', 'e'].map((v) => guard.value(v))).toEqual([
      'a',
      'b',
      'c',
      OTHER_LABEL,
      OTHER_LABEL,
    ]);
    expect(guard.value('b')).toBe('b');
  });
});

describe('methodLabel', () => {
  it('keeps the standard methods, upper-cased, and folds the rest', () => {
    expect(methodLabel('get')).toBe('GET');
    expect(methodLabel('POST')).toBe('POST');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect(methodLabel(undefined)).toBe('OTHER');
  });
});

describe('statusClassLabel', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [429, '4xx'],
    [503, '5xx'],
    [0, OTHER_LABEL],
    [700, OTHER_LABEL],
  ])('%i is %s', (status, label) => {
    expect(statusClassLabel(status)).toBe(label);
  });
});
