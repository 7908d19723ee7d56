import { renderBadgeSvg } from './render-badge-svg.js';
import { renderKeyArtSvg } from './render-key-art-svg.js';
import { renderWordmarkSvg } from './render-wordmark-svg.js';

const wellFormed = (svg: string, width: number, height: number) => {
  expect(
    svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`),
  ).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg.match(/<svg/g)).toHaveLength(1);
};

describe('demo artwork', () => {
  it.each([
    ['Nimbus Energy', 'N'],
    ['<Bolt & Co>', '&lt;'],
  ])('draws the wordmark of %s with its initial, escaped', (name, initial) => {
    const svg = renderWordmarkSvg({
      name,
      color: '#123456',
      accent: '#abcdef',
      width: 480,
      height: 160,
      idSuffix: 'x',
    });
    wellFormed(svg, 480, 160);
    expect(svg).toContain(`>${initial}</text>`);
    expect(svg).not.toContain('<Bolt');
    expect(svg).toContain('url(#wm-x)');
  });

  it('draws key art with its title and optional subtitle', () => {
    const withSub = renderKeyArtSvg({
      title: 'Spring Showdown',
      subtitle: 'Playoffs',
      from: '#101010',
      to: '#202020',
      accent: '#ff0000',
      width: 1920,
      height: 1080,
      idSuffix: 'a',
    });
    wellFormed(withSub, 1920, 1080);
    expect(withSub).toContain('>Spring Showdown</text>');
    expect(withSub).toContain('>Playoffs</text>');
    const without = renderKeyArtSvg({
      title: 'Ilios',
      from: '#101010',
      to: '#202020',
      accent: '#ff0000',
      width: 640,
      height: 360,
      idSuffix: 'b',
    });
    expect(without.match(/<text/g)).toHaveLength(1);
  });

  it.each([
    ['Ana', 'AN'],
    ['x', 'X'],
  ])('draws a badge for %s with at most two letters', (text, shown) => {
    const svg = renderBadgeSvg({ text, color: '#336699', size: 128 });
    wellFormed(svg, 128, 128);
    expect(svg).toContain(`>${shown}</text>`);
  });
});
