import {
  computeWebsiteFlags,
  type FlagInputs,
  type InstanceState,
} from './compute-website-flags.js';

const NOW = 1_000_000;
const ago = (ms: number) => NOW - ms;

function inputs(
  services: Record<string, Record<string, InstanceState>>,
  errorRate: FlagInputs['errorRate'] = null,
): FlagInputs {
  return {
    services: new Map(
      Object.entries(services).map(([s, inst]) => [s, new Map(Object.entries(inst))]),
    ),
    errorRate,
  };
}

const ready = (msAgo: number): InstanceState => ({ state: 'ready', at: ago(msAgo) });
const rebuilding = (msAgo: number): InstanceState => ({ state: 'rebuilding', at: ago(msAgo) });

describe('computeWebsiteFlags', () => {
  it.each([
    [
      'every required service has a fresh ready instance',
      { 'match-svc': { a: ready(1000) }, 'auth-svc': { a: ready(0) } },
      [],
    ],
    [
      'a required service was never seen',
      { 'match-svc': { a: ready(1000) } },
      ['server_rebuilding'],
    ],
    [
      'the only instance is rebuilding',
      { 'match-svc': { a: rebuilding(0) }, 'auth-svc': { a: ready(0) } },
      ['server_rebuilding'],
    ],
    [
      'a new replica rebuilds beside a ready one',
      { 'match-svc': { a: ready(0), b: rebuilding(0) }, 'auth-svc': { a: ready(0) } },
      ['server_rebuilding'],
    ],
    [
      'the last ready is exactly 15 s old',
      { 'match-svc': { a: ready(15_000) }, 'auth-svc': { a: ready(0) } },
      [],
    ],
    [
      'the last ready is older than 15 s',
      { 'match-svc': { a: ready(15_001) }, 'auth-svc': { a: ready(0) } },
      ['server_rebuilding'],
    ],
    [
      'a stale rebuilding beside a ready instance (crashed replica)',
      { 'match-svc': { a: ready(0), b: rebuilding(20_000) }, 'auth-svc': { a: ready(0) } },
      [],
    ],
    [
      'a service that is not required is rebuilding',
      {
        'match-svc': { a: ready(0) },
        'auth-svc': { a: ready(0) },
        'other-svc': { a: rebuilding(0) },
      },
      [],
    ],
  ])('%s', (_name, services, expected) => {
    expect(computeWebsiteFlags(inputs(services), ['match-svc', 'auth-svc'], NOW)).toEqual(expected);
  });

  it.each([
    ['a fresh high error rate', { high: true, at: ago(29_000) }, ['high_error_rate']],
    ['a high error rate exactly 30 s old', { high: true, at: ago(30_000) }, ['high_error_rate']],
    ['a high error rate older than 30 s', { high: true, at: ago(30_001) }, []],
    ['an error rate back to normal', { high: false, at: ago(0) }, []],
    ['no error-rate event', null, []],
  ])('%s', (_name, errorRate, expected) => {
    expect(computeWebsiteFlags(inputs({}, errorRate), [], NOW)).toEqual(expected);
  });

  it('lists both flags in WEBSITE_FLAGS order', () => {
    expect(computeWebsiteFlags(inputs({}, { high: true, at: NOW }), ['match-svc'], NOW)).toEqual([
      'server_rebuilding',
      'high_error_rate',
    ]);
  });

  it('does not mutate its inputs', () => {
    const given = inputs({ 'match-svc': { a: ready(0) } }, { high: true, at: NOW });
    const before = JSON.stringify(
      [...given.services.entries()].map(([k, v]) => [k, [...v.entries()]]),
    );
    computeWebsiteFlags(given, ['match-svc'], NOW);
    expect(
      JSON.stringify([...given.services.entries()].map(([k, v]) => [k, [...v.entries()]])),
    ).toBe(before);
  });
});
