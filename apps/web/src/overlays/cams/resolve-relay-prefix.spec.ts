import { describe, expect, it } from 'vitest';
import type { CamsRelayOption } from './parse-cams-options.js';
import { resolveRelayPrefix, type CamsVariant } from './resolve-relay-prefix.js';

const OWN = 'https://relay.castline.test/?url=';

describe('resolveRelayPrefix', () => {
  it.each<[CamsRelayOption, string | null, CamsVariant, string | null]>([
    [{ mode: 'default' }, OWN, 'desk', OWN],
    [{ mode: 'default' }, OWN, 'ingame', OWN],
    [{ mode: 'default' }, OWN, 'full', OWN],
    [{ mode: 'default' }, OWN, 'pov', null],
    [{ mode: 'default' }, null, 'desk', null],
    [{ mode: 'default' }, '   ', 'desk', null],
    [{ mode: 'on' }, OWN, 'pov', OWN],
    [{ mode: 'on' }, null, 'pov', null],
    [{ mode: 'off' }, OWN, 'desk', null],
    [{ mode: 'prefix', prefix: 'https://other/' }, OWN, 'pov', 'https://other/'],
    [{ mode: 'prefix', prefix: 'https://other/' }, null, 'desk', 'https://other/'],
  ])('%j with %j on %s', (option, own, variant, expected) => {
    expect(resolveRelayPrefix(option, own, variant)).toBe(expected);
  });
});
