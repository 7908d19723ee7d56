import { describe, expect, it } from 'vitest';
import { parseBreakOptions } from './parse-break-options.js';

describe('parseBreakOptions', () => {
  it.each([
    ['', { secondary: false, rotateMs: 20_000 }],
    ['secondary', { secondary: true, rotateMs: 20_000 }],
    ['secondary=true', { secondary: true, rotateMs: 20_000 }],
    ['secondary=false', { secondary: false, rotateMs: 20_000 }],
    ['secondary=0', { secondary: false, rotateMs: 20_000 }],
    ['interval=8', { secondary: false, rotateMs: 8000 }],
    ['headlineInterval=12.5', { secondary: false, rotateMs: 12_500 }],
    ['interval=5&headlineInterval=9', { secondary: false, rotateMs: 5000 }],
    ['interval=abc&headlineInterval=9', { secondary: false, rotateMs: 9000 }],
    ['interval=0', { secondary: false, rotateMs: 20_000 }],
    ['interval=-4', { secondary: false, rotateMs: 20_000 }],
    ['interval=', { secondary: false, rotateMs: 20_000 }],
    ['interval=99999', { secondary: false, rotateMs: 3_600_000 }],
  ])('?%s', (query, expected) => {
    expect(parseBreakOptions(new URLSearchParams(query))).toEqual(expected);
  });
});
