import { describe, expect, it } from 'vitest';
import { parseOverlayOptions, type OverlayOptions } from './parse-overlay-options.js';
import type { OverlayShell } from './parse-overlay-path.js';

type Expected = Partial<Omit<OverlayOptions, 'params'>>;

const DEFAULTS: Omit<OverlayOptions, 'params'> = {
  title: null,
  subtitle: null,
  stingerText: null,
  stingerTheme: null,
  top: false,
  noAnimate: false,
  noStinger: false,
  bodyClasses: [],
  full: false,
  background: null,
  token: null,
  team: null,
  teamNum: null,
};

const CASES: readonly [string, OverlayShell, Expected][] = [
  ['', 'broadcast', {}],
  [
    '?title=Grand%20Final&subtitle=Day%202',
    'broadcast',
    { title: 'Grand Final', subtitle: 'Day 2' },
  ],
  ['?title=%20%20&subtitle=', 'client', {}],
  ['?title=A+B', 'client', { title: 'A B' }],
  ['?stingerText=Up%20next', 'broadcast', { stingerText: 'Up next' }],
  ['?stingerThemeOverride=recTheme0000001', 'broadcast', { stingerTheme: 'recTheme0000001' }],
  ['?stingerTheme=recTheme0000002', 'client', { stingerTheme: 'recTheme0000002' }],
  ['?stingerTheme=recB&stingerThemeOverride=recA', 'client', { stingerTheme: 'recA' }],
  ['?top', 'broadcast', { top: true }],
  ['?top=true', 'broadcast', { top: true }],
  ['?top=false', 'broadcast', {}],
  ['?top', 'client', {}],
  ['?noAnimate', 'broadcast', { noAnimate: true }],
  ['?dontAnimate=true', 'client', { noAnimate: true }],
  ['?noAnimation=1', 'broadcast', { noAnimate: true }],
  ['?noAnimate=false', 'broadcast', {}],
  ['?noStinger', 'broadcast', { noStinger: true }],
  ['?noStinger=0', 'broadcast', {}],
  ['?stinger=false', 'client', { noStinger: true }],
  ['?stinger=true', 'client', {}],
  ['?class=dark', 'broadcast', { bodyClasses: ['dark'] }],
  ['?class=dark%20wide&bodyClass=tight,dark', 'client', { bodyClasses: ['dark', 'wide', 'tight'] }],
  ['?bodyClass=%3Cscript%3E&class=a.b&class=ok_1', 'client', { bodyClasses: ['ok_1'] }],
  ['?full', 'broadcast', { full: true }],
  ['?full=no', 'broadcast', {}],
  ['?background=2', 'broadcast', { background: 2 }],
  ['?background=1', 'client', { background: 1 }],
  ['?background=0', 'broadcast', {}],
  ['?background=-1', 'broadcast', {}],
  ['?background=1.5', 'broadcast', {}],
  ['?background=two', 'broadcast', {}],
  ['?token=abc123', 'client', { token: 'abc123' }],
  ['?teamNum=1', 'client', { teamNum: 1 }],
  ['?teamNum=2', 'broadcast', { teamNum: 2 }],
  ['?teamNum=%202%20', 'broadcast', { teamNum: 2 }],
  ['?teamNum=0', 'client', {}],
  ['?teamNum=3', 'client', {}],
  ['?teamNum=1.0', 'client', {}],
  ['?teamNum=one', 'client', {}],
  ['?teamNum=&teamNum=2', 'client', { teamNum: 2 }],
  ['?team=highlight', 'client', { team: 'highlight' }],
  ['?team=Highlight', 'broadcast', { team: 'highlight' }],
  ['?team=recTeam0000000001', 'client', { team: 'recTeam0000000001' }],
  ['?team=Team0000000001', 'client', { team: 'recTeam0000000001' }],
  ['?team=2', 'client', {}],
  ['?team=rec%3Cscript%3E', 'client', {}],
  ['?team=', 'client', {}],
  ['?team=highlight&teamNum=1', 'broadcast', { team: 'highlight', teamNum: 1 }],
  [
    '?title=T&noAnimate&noStinger&class=x&full&background=3&token=t&top',
    'broadcast',
    {
      title: 'T',
      noAnimate: true,
      noStinger: true,
      bodyClasses: ['x'],
      full: true,
      background: 3,
      token: 't',
      top: true,
    },
  ],
];

describe('parseOverlayOptions (OVERLAYS §2 "Query options")', () => {
  it.each(CASES)('%s on the %s shell', (search, shell, expected) => {
    const { params, ...options } = parseOverlayOptions(search, shell);
    expect(options).toEqual({ ...DEFAULTS, ...expected });
    expect(params).toBeInstanceOf(URLSearchParams);
  });

  it('keeps every parameter for route options (url, index, team)', () => {
    const { params } = parseOverlayOptions('?url=https://example.com/a&team=2', 'client');
    expect(params.get('url')).toBe('https://example.com/a');
    expect(params.get('team')).toBe('2');
  });

  it('accepts a query string without its question mark', () => {
    expect(parseOverlayOptions('title=X', 'broadcast').title).toBe('X');
  });
});
