import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingLoading, isThingReady } from '../../lib/things/thing-types.js';
import { getImageUrl } from '../../lib/images/image-url.js';
import { getReadableColors, type ThemeColorInput } from '../../lib/theme/theme-colors.js';
import { getThemeLogoId, type ThemeLogoInput } from '../../lib/theme/theme-logo.js';

/** A theme as an overlay paints it: readable colours (the theme's own when they are readable) and the logo. */
export interface OverlayColors {
  /** color_theme (opaque). */
  readonly background: string;
  /** color_text_on_theme, or a readable colour on the background. */
  readonly text: string;
  /** color_accent (else color_logo_accent, else the text colour): borders and rules. */
  readonly accent: string;
  /** The theme's default logo (else its small logo). */
  readonly logoUrl: string | null;
  /** The theme's name (logo alt text). */
  readonly name: string;
  /** The theme and its logo have arrived (or there is none): nothing of it will change the look at first paint. */
  readonly ready: boolean;
}

type OverlayThemeRecord = ThemeColorInput &
  ThemeLogoInput & {
    readonly name?: string | null;
    readonly color_accent?: string | null;
    readonly color_logo_accent?: string | null;
  };

const HEX = /^#?[0-9a-f]{6}([0-9a-f]{2})?$/i;

/** The overlay colours of a theme id (a dark neutral frame until the theme arrives or without one). */
export function useOverlayColors(themeId: string | null): OverlayColors {
  const theme = useThing<OverlayThemeRecord>(themeId);
  const ready = isThingReady(theme) ? theme : null;
  const logo = useThing<{ readonly fileExtension?: string }>(getThemeLogoId(ready, 'default'));
  const pair = getReadableColors(ready?.color_theme ?? '#1b1d26', ready?.color_text_on_theme, {
    backdrop: '#000000',
  });
  const accentRaw = ready?.color_accent ?? ready?.color_logo_accent ?? null;
  const accent =
    accentRaw && HEX.test(accentRaw.trim())
      ? `#${accentRaw.trim().replace(/^#/, '').slice(0, 6)}`
      : pair.text;
  const logoUrl =
    isThingReady(logo) && typeof logo.fileExtension === 'string'
      ? getImageUrl({ id: logo.__id, fileExtension: logo.fileExtension }, 'h-240')
      : null;
  return {
    background: pair.background,
    text: pair.text,
    accent,
    logoUrl,
    name: typeof ready?.name === 'string' ? ready.name : '',
    ready: !isThingLoading(theme) && !isThingLoading(logo),
  };
}
