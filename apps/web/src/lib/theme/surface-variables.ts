import type { CSSProperties } from 'react';
import { DEFAULT_THEME } from '@mantine/core';
import {
  CONTRAST_MIN_UI,
  mixColors,
  readableColorNear,
  readableTextOn,
  shownBackground,
} from '@castline/domain';
import type { ColorPair } from './theme-colors.js';

/** The Mantine colours the site uses for text, badges and outlines (`c=`, `color=`). */
const TEXT_PALETTES = [
  'violet',
  'gray',
  'red',
  'yellow',
  'dark',
  'teal',
  'blue',
  'green',
  'orange',
] as const;

/** The shades of the primary colour that the site's own CSS paints text, links and focus rings with. */
const PRIMARY_TEXT_SHADES = [3, 4, 5] as const;

/** How far the dimmed text, the light tint and the default border move from the text toward the background. */
const DIMMED_MIX = 0.35;
const TINT_MIX = 0.14;
const BORDER_MIX = 0.45;
const HOVER_MIX = 0.07;

/**
 * The CSS variables that make every Mantine part and site style inside a themed surface readable on it (issue 12):
 * text, dimmed text, links, default buttons and inputs, and every colour's light/outline/text variants (badges
 * such as the replay badge), each through the one contrast rule of libs/domain (readableTextOn, and
 * readableColorNear so a colour keeps its hue): 4.5:1 for text, 3:1 for borders. Put on the surface's element,
 * the variables reach every descendant, whatever the page's Mantine colour scheme.
 */
export function getSurfaceVariables(pair: ColorPair, accent?: string | null): CSSProperties {
  const bg = shownBackground(pair.background);
  const text = readableTextOn(bg, pair.text);
  const dimmed = readableColorNear(bg, mixColors(text, bg, DIMMED_MIX));
  const border = readableColorNear(bg, mixColors(text, bg, BORDER_MIX), {
    minRatio: CONTRAST_MIN_UI,
  });
  const primary = DEFAULT_THEME.colors.violet;
  const link = readableColorNear(bg, accent ?? primary[6]);
  const vars: Record<string, string> = {
    '--page-bg': bg,
    '--page-text': text,
    '--mantine-color-text': text,
    '--mantine-color-bright': text,
    '--mantine-color-body': bg,
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': link,
    '--mantine-color-default': bg,
    '--mantine-color-default-color': text,
    '--mantine-color-default-border': border,
    '--mantine-color-default-hover': mixColors(bg, text, HOVER_MIX) ?? bg,
  };
  for (const name of TEXT_PALETTES) {
    const shade = DEFAULT_THEME.colors[name][6];
    const tint = mixColors(bg, shade, TINT_MIX) ?? bg;
    const onTint = readableColorNear(tint, shade);
    // readable on the tint (light badges) and on the surface itself (outline badges, coloured text)
    const readable = readableColorNear(bg, onTint);
    vars[`--mantine-color-${name}-light`] = tint;
    vars[`--mantine-color-${name}-light-hover`] = mixColors(bg, shade, TINT_MIX * 1.6) ?? tint;
    vars[`--mantine-color-${name}-light-color`] = readableColorNear(tint, readable);
    vars[`--mantine-color-${name}-text`] = readable;
    vars[`--mantine-color-${name}-outline`] = readable;
  }
  for (const shade of PRIMARY_TEXT_SHADES)
    vars[`--mantine-color-violet-${shade}`] = readableColorNear(bg, primary[shade]);
  return vars;
}

/**
 * The style of a themed surface with text inside (a banner, a card header, a prompt): its picked pair painted,
 * and getSurfaceVariables so dimmed text, links and badges inside stay readable on it.
 */
export function themedStyle(pair: ColorPair, accent?: string | null): CSSProperties {
  return { ...getSurfaceVariables(pair, accent), background: pair.background, color: pair.text };
}
