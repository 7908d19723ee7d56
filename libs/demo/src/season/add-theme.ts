import type { ThemeRecord } from '@castline/contracts';
import {
  LOGO_EMBLEMS,
  LOGO_SHAPES,
  type LogoEmblem,
  type LogoShape,
  renderLogoSvg,
} from '../logos/render-logo-svg.js';
import { createThemeColors } from '../theme/create-theme-colors.js';
import type { SeasonContext } from './season-context.js';

/** What a theme is made from: its name, the logo text and the colour family. */
export interface ThemeInput {
  readonly name: string;
  readonly logoText: string;
  readonly hue: number;
  readonly saturation: number;
  readonly shape?: LogoShape;
  readonly emblem?: LogoEmblem;
}

const DEFAULT_LOGO_SIZE = 512;
const SMALL_LOGO_SIZE = 128;

/**
 * Creates a Theme record (public-site §3) with every colour field and, when the season draws logos, two SVG
 * attachments linked as default_logo (512 px) and small_logo (128 px).
 */
export function addTheme(ctx: SeasonContext, input: ThemeInput): ThemeRecord {
  const { random, store } = ctx;
  const colors = createThemeColors({
    hue: input.hue,
    saturation: input.saturation,
    accentShift: random.pick([-40, 35, 150, 180]),
  });
  const theme = store.create('theme', { name: input.name, ...colors });
  if (!ctx.drawLogos) return theme;
  const shape = input.shape ?? random.pick(LOGO_SHAPES);
  const emblem = input.emblem ?? random.pick(LOGO_EMBLEMS);
  for (const small of [false, true]) {
    const size = small ? SMALL_LOGO_SIZE : DEFAULT_LOGO_SIZE;
    const attachment = store.create('attachment', {
      fileExtension: 'svg',
      mime_type: 'image/svg+xml',
      width: size,
      height: size,
    });
    ctx.attachments.push({
      id: attachment.id,
      mime_type: 'image/svg+xml',
      fileExtension: 'svg',
      width: size,
      height: size,
      content: renderLogoSvg({
        text: input.logoText,
        shape,
        emblem,
        background: colors.color_logo_background,
        backgroundEnd: colors.color_theme,
        accent: colors.color_logo_accent,
        textColor: colors.color_text_on_logo_background,
        size,
        small,
        idSuffix: attachment.id,
      }),
    });
    store.refer(theme, small ? 'small_logo' : 'default_logo', attachment);
  }
  return theme;
}
