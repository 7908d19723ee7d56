import { describe, expect, it } from 'vitest';
import { parseIframeUrl } from './parse-iframe-url.js';

describe('parseIframeUrl (OVERLAYS §1 iframe: only http(s) URLs)', () => {
  it.each([
    ['https://example.com/page?a=1', 'https://example.com/page?a=1'],
    ['http://localhost:3000', 'http://localhost:3000/'],
    ['  https://example.com  ', 'https://example.com/'],
    ['HTTPS://EXAMPLE.COM/x', 'https://example.com/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['ftp://example.com', null],
    ['/relative/path', null],
    ['example.com', null],
    ['https://user:pw@example.com', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(parseIframeUrl(value)).toBe(expected);
  });
});
