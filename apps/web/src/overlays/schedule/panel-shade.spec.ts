import { describe, expect, it } from 'vitest';
import { getPanelShade } from './panel-shade.js';

describe('getPanelShade', () => {
  it.each([
    ['#ffffff', 'rgba(0, 0, 0, 0.28)'],
    ['#f0f0f0', 'rgba(0, 0, 0, 0.28)'],
    ['#000000', 'rgba(255, 255, 255, 0.45)'],
    ['#1b1d26', 'rgba(255, 255, 255, 0.45)'],
    ['ffffffcc', 'rgba(0, 0, 0, 0.28)'],
    ['not a colour', 'rgba(0, 0, 0, 0.28)'],
  ])('%s → strong %s', (text, strong) => {
    expect(getPanelShade(text).strong).toBe(strong);
  });
});
