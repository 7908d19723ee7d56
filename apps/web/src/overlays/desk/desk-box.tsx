import type { CSSProperties, ReactNode } from 'react';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';

/** A themed box of the desk: the theme colour, its readable text colour, an accent rule along the bottom. */
export function DeskBox({
  colors,
  children,
  style,
  testId,
}: {
  readonly colors: OverlayColors;
  readonly children: ReactNode;
  readonly style?: CSSProperties;
  readonly testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      style={{
        boxSizing: 'border-box',
        background: colors.background,
        color: colors.text,
        borderBottom: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 10px 36px rgba(0, 0, 0, 0.4)',
        minWidth: 0,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
