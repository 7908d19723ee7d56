import { describe, expect, it } from 'vitest';
import { NEAR_BLACK, NEAR_WHITE } from '@castline/domain';
import { getLogoColors, getReadableColors, getThemeColors } from './theme-colors.js';
import { getThemeLogoId } from './theme-logo.js';
import { getImageUrl } from '../images/image-url.js';

describe('theme colours (public-site §3, §9 contrast)', () => {
  it('keeps the theme text colour when it contrasts enough', () => {
    expect(getThemeColors({ color_theme: '#000000', color_text_on_theme: '#ffcc00' })).toEqual({
      background: '#000000',
      text: '#ffcc00',
    });
  });

  it('picks near-black or near-white when the theme text colour does not reach 4.5:1', () => {
    expect(getThemeColors({ color_theme: '#ffff00', color_text_on_theme: '#ffffee' })).toEqual({
      background: '#ffff00',
      text: NEAR_BLACK,
    });
    expect(getThemeColors({ color_theme: '112233' })).toEqual({
      background: '#112233',
      text: NEAR_WHITE,
    });
    // #777 on white is 4.48:1: enough for the old 3:1 rule, not for text
    expect(getReadableColors('#ffffff', '#777777').text).toBe(NEAR_BLACK);
  });

  it('uses the #333 fallback without a theme, and shows a transparent colour over the page', () => {
    expect(getThemeColors(null)).toEqual({ background: '#333333', text: NEAR_WHITE });
    expect(getReadableColors('not a colour')).toEqual({ background: '#333333', text: NEAR_WHITE });
    expect(getReadableColors('#ffffff00')).toEqual({ background: '#14151b', text: NEAR_WHITE });
  });

  it('uses the logo background, else the theme colour, for logos', () => {
    expect(
      getLogoColors({ color_theme: '#ffffff', color_logo_background: '#000000' }).background,
    ).toBe('#000000');
    expect(getLogoColors({ color_theme: '#ffffff' })).toEqual({
      background: '#ffffff',
      text: NEAR_BLACK,
    });
  });
});

describe('theme logos and image URLs (public-site §3 "Attachment", §7)', () => {
  it.each([
    [{ small_logo: ['s'], default_logo: ['d'] }, 'small', 's'],
    [{ small_logo: ['s'], default_logo: ['d'] }, 'default', 'd'],
    [{ small_logo: [], default_logo: ['d'] }, 'small', 'd'],
    [{ small_logo: ['s'], default_logo: [] }, 'default', 's'],
    [null, 'small', null],
  ] as const)('%j prefer %s → %s', (theme, prefer, id) => {
    expect(getThemeLogoId(theme, prefer)).toBe(id);
  });

  it.each([
    [
      { id: 'recATTACHAAAAAAAA', fileExtension: 'png' },
      'h-120',
      '/image.png?id=recATTACHAAAAAAAA&size=h-120',
    ],
    [
      { id: 'recATTACHAAAAAAAA', fileExtension: '.WEBP' },
      'w-50',
      '/image.webp?id=recATTACHAAAAAAAA&size=w-50',
    ],
    [
      { id: 'recATTACHAAAAAAAA', fileExtension: 'jpg' },
      'w-640',
      '/image.jpg?id=recATTACHAAAAAAAA&size=w-640',
    ],
    [
      { id: 'recATTACHAAAAAAAA', fileExtension: 'gif' },
      undefined,
      '/image.gif?id=recATTACHAAAAAAAA',
    ],
  ] as const)('%j at %s → %s', (attachment, size, url) => {
    expect(getImageUrl(attachment, size)).toBe(url);
  });
});
