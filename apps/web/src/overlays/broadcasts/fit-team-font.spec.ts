import { describe, expect, it } from 'vitest';
import { fitTeamFont } from './fit-team-font.js';

describe('fitTeamFont', () => {
  it.each([
    ['Foxes', null, 300, 'Foxes', 34],
    ['Onyx Dragons', 'ONX', 300, 'Onyx Dragons', 34],
    ['Onyx Dragons', 'ONX', 220, 'Onyx Dragons', 26],
    ['The Extremely Long Team Name', 'TELT', 300, 'TELT', 34],
    ['The Extremely Long Team Name', null, 300, 'The Extremely Long Team Name', 22],
    ['The Extremely Long Team Name', 'AVERYLONGCODE', 100, 'The Extremely Long Team Name', 22],
    ['', null, 300, '', 34],
  ])('%s (%s) in %s px → %s at %s', (name, code, available, text, size) => {
    expect(fitTeamFont(name, code, available)).toEqual({ text, size });
  });
});
