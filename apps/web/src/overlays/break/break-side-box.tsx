import type { ReactNode } from 'react';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';

/** Width of the right-hand boxes of the break scene (countdown, sponsors). */
export const BREAK_SIDE_BOX_W = 380;

/** A right-hand box of the break scene in the overlay theme: a small caps label over its content. */
export function BreakSideBox({
  colors,
  label,
  labelSize,
  testId,
  children,
}: {
  readonly colors: OverlayColors;
  readonly label: string;
  readonly labelSize: number;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 4,
        width: BREAK_SIDE_BOX_W,
        boxSizing: 'border-box',
        padding: '8px 20px',
        background: colors.background,
        color: colors.text,
        borderRight: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
      }}
    >
      <div
        style={{
          fontSize: labelSize,
          fontWeight: 700,
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          opacity: 0.85,
        }}
      >
        {label}
      </div>
      {children}
    </div>
  );
}
