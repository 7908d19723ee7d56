import { describe, expect, it } from 'vitest';
import { getBracketScale } from './get-bracket-scale.js';

describe('getBracketScale (broadcast §2 "Bracket view", §9)', () => {
  it.each([
    [{}, 16, 2],
    [{ scale: 0.75 }, 12, 1],
    [{ scale: 0.25 }, 4, 1],
    [{ scale: 2 }, 32, 4],
    [{ extended: true }, 24, 3],
    [{ scale: 2, extended: true }, 48, 6],
    [{ overlayScale: 20 }, 16, 2],
    [{ overlayScale: 20, useOverlayScale: true }, 20, 2],
    [{ overlayScale: 4, useOverlayScale: true }, 16, 2],
    [{ overlayScale: 4.5, useOverlayScale: true, scale: 2 }, 9, 4],
    [{ overlayScale: null, useOverlayScale: true, extended: true }, 24, 3],
    [{ scale: 0 }, 16, 2],
  ])('%j → font %spx, line %spx', (input, fontSizePx, connectionWidthPx) => {
    expect(getBracketScale(input)).toEqual({ fontSizePx, connectionWidthPx });
  });
});
