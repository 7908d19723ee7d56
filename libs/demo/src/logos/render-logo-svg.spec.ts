import { LOGO_EMBLEMS, LOGO_SHAPES, type LogoOptions, renderLogoSvg } from './render-logo-svg.js';

const BASE: LogoOptions = {
  text: 'CRF',
  shape: 'shield',
  emblem: 'band',
  background: '#8a1c2b',
  backgroundEnd: '#b8253a',
  accent: '#ff9966',
  textColor: '#ffffff',
  size: 512,
  small: false,
  idSuffix: 'crf',
};

describe('renderLogoSvg', () => {
  it.each(LOGO_SHAPES.flatMap((shape) => LOGO_EMBLEMS.map((emblem) => [shape, emblem] as const)))(
    'draws a %s with a %s as one svg element with the text and colours',
    (shape, emblem) => {
      const svg = renderLogoSvg({ ...BASE, shape, emblem });
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"'),
      ).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('>CRF</text>');
      expect(svg).toContain('#ff9966');
      expect(svg.match(/<svg/g)).toHaveLength(1);
    },
  );

  it('escapes the text', () => {
    expect(renderLogoSvg({ ...BASE, text: 'A&<' })).toContain('>A&amp;&lt;</text>');
  });

  it('leaves the emblem out of small logos and uses the requested size', () => {
    const svg = renderLogoSvg({ ...BASE, small: true, size: 128 });
    expect(svg).toContain('width="128" height="128"');
    expect(svg).not.toContain('opacity="0.3"');
  });

  it('uses ids with the suffix so inlined logos do not clash', () => {
    expect(renderLogoSvg(BASE)).toContain('id="logo-fill-crf"');
  });
});
