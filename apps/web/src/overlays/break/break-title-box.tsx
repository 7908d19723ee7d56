import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { fitFontSize } from './fit-font-size.js';

/** The break title (after {auto}; "\n" breaks the line) beside the theme logo, in the overlay theme. */
export function BreakTitleBox({
  title,
  colors,
  width,
}: {
  readonly title: string;
  readonly colors: OverlayColors;
  /** The box's width (px), for fitting the text. */
  readonly width: number;
}) {
  const lines = title.split('\n').length;
  const textWidth = width - (colors.logoUrl ? 240 : 0) - 120;
  const size = Math.min(lines > 1 ? 58 : 84, fitFontSize(title, textWidth, 84, 36));
  return (
    <div
      data-testid="break-title-box"
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 32,
        boxSizing: 'border-box',
        padding: '16px 40px 16px 32px',
        background: colors.background,
        color: colors.text,
        borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
      }}
    >
      {colors.logoUrl ? (
        <img src={colors.logoUrl} alt={colors.name} style={{ height: 120, maxWidth: 200 }} />
      ) : null}
      <div
        data-testid="break-title"
        title={title}
        style={{
          minWidth: 0,
          fontSize: size,
          fontWeight: 900,
          lineHeight: 1.05,
          whiteSpace: 'pre',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {title}
      </div>
    </div>
  );
}
