import { generateNewsSlug } from './generate-news-slug.js';

describe('generateNewsSlug', () => {
  it.each([
    ['Hello World', [], 'hello-world'],
    ['Season 3: Finals Recap!', [], 'season-3-finals-recap'],
    ['  --Already--Slugged--  ', [], 'already-slugged'],
    ['Team A  &  Team B', [], 'team-a-team-b'],
    ['Café Crème', [], 'caf-cr-me'],
    ['!!!', [], 'news'],
    ['Hello World', ['hello-world'], 'hello-world-2'],
    ['Hello World', ['hello-world', 'hello-world-2'], 'hello-world-3'],
    ['Hello World', ['hello-world', 'hello-world-3'], 'hello-world-2'],
    ['Hello, World', ['other'], 'hello-world'],
  ])('%p with %j taken → %p', (name, existing, expected) => {
    expect(generateNewsSlug(name, existing)).toBe(expected);
  });

  it('accepts a Set of taken slugs and does not change it', () => {
    const taken = new Set(['recap']);
    expect(generateNewsSlug('Recap', taken)).toBe('recap-2');
    expect([...taken]).toEqual(['recap']);
  });
});
