import type { ThemeRecord } from '@castline/contracts';
import { useThing } from '../../../lib/things/thing-hooks.js';
import { isThingReady } from '../../../lib/things/thing-types.js';
import { getThemeColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';

/** A small square in a theme's colour with its small logo (theme chooser options); grey while it loads. */
export function ThemeSwatch({
  themeId,
  size = 24,
}: {
  readonly themeId: string | null;
  readonly size?: number;
}) {
  const theme = useThing<ThemeRecord>(themeId);
  const ready = isThingReady(theme) ? theme : null;
  const colors = getThemeColors(ready);
  const logoId = getThemeLogoId(ready, 'small');
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 6,
        background: colors.background,
        boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.12)',
        overflow: 'hidden',
      }}
    >
      {logoId && (
        <ThingImage
          attachmentId={logoId}
          size="w-50"
          alt=""
          fallbackColor="transparent"
          style={{ width: size - 6, height: size - 6 }}
        />
      )}
    </span>
  );
}
