import type { ThemeRecord } from '@castline/contracts';
import { getLogoColors } from '../../../lib/theme/theme-colors.js';
import { getThemeLogoId } from '../../../lib/theme/theme-logo.js';
import { ThingImage } from '../../../ui/thing-image.js';
import classes from '../../entity-pages/components/entity-pages.module.css';

/** A small team logo on the team's logo colours (the code's first letters without a logo). */
export function TeamChip({
  theme,
  code,
  size = 28,
  className = classes.teamChip,
}: {
  readonly theme: ThemeRecord | null;
  readonly code: string | null | undefined;
  readonly size?: number;
  /** The chip's class (default the entity pages' team chip: 6px corners, 11px letters). */
  readonly className?: string | undefined;
}) {
  const colors = getLogoColors(theme);
  const logoId = getThemeLogoId(theme, 'small');
  return (
    <span
      className={className}
      style={{ background: colors.background, color: colors.text, width: size, height: size }}
      aria-hidden="true"
    >
      {logoId ? (
        <ThingImage
          attachmentId={logoId}
          size="w-50"
          alt=""
          fallbackColor="transparent"
          style={{ width: '80%', height: '80%' }}
        />
      ) : (
        (code ?? '?').slice(0, 3)
      )}
    </span>
  );
}
