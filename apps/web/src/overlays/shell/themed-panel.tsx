import type { ReactNode } from 'react';
import { THEME_BORDER_PX } from './overlay-constants.js';
import type { OverlayColors } from './use-overlay-theme.js';

/**
 * A box in the overlay theme: the theme colour with its readable text colour, a 6 px accent border on the leading
 * edge (broadcast §9), and the theme logo beside the content when the theme has one.
 */
export function ThemedPanel({
  colors,
  children,
  testId,
}: {
  readonly colors: OverlayColors;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 32,
        boxSizing: 'border-box',
        padding: '24px 40px 24px 32px',
        background: colors.background,
        color: colors.text,
        borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
      }}
    >
      {colors.logoUrl ? (
        <img src={colors.logoUrl} alt={colors.name} style={{ height: 96, maxWidth: 240 }} />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
        {children}
      </div>
    </div>
  );
}
