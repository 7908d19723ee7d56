import type { ReactNode } from 'react';
import { THEME_BORDER_PX } from '../../shell/overlay-constants.js';
import type { OverlayColors } from '../../shell/use-overlay-theme.js';

/** A slide's themed box filling the slide area: theme colour, readable text, accent border, a heading. */
export function SlideFrame({
  colors,
  heading,
  children,
  testId,
}: {
  readonly colors: OverlayColors;
  readonly heading?: string | null;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 24,
        padding: '40px 56px',
        background: colors.background,
        color: colors.text,
        borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
        overflow: 'hidden',
      }}
    >
      {heading ? (
        <div
          style={{
            fontSize: 44,
            fontWeight: 800,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            borderBottom: `3px solid ${colors.accent}`,
            paddingBottom: 12,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {heading}
        </div>
      ) : null}
      {children}
    </div>
  );
}
