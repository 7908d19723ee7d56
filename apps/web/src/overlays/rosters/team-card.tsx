import type { ReactNode } from 'react';
import type { LiveTeam } from '../shell/live-match.js';
import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { FitText } from '../shell/fit-text.js';

/**
 * A live team's card on its theme (rosters, history, season-history): an accent rule on top, the logo and name
 * (shrunk, or its code, when long), an optional subtitle, then the rows. `mirror` puts the right-hand team's logo
 * on the outer edge.
 */
export function TeamCard({
  team,
  side,
  colors,
  subtitle,
  mirror,
  className,
  testId,
  nameTestId,
  children,
}: {
  readonly team: LiveTeam;
  readonly side: 0 | 1;
  readonly colors: OverlayColors;
  readonly subtitle?: string | null;
  readonly mirror?: boolean;
  /** The class its entrance animation is keyed on. */
  readonly className: string;
  readonly testId: string;
  readonly nameTestId: string;
  readonly children: ReactNode;
}) {
  const reversed = mirror === true && side === 1;
  return (
    <section
      className={className}
      data-testid={testId}
      data-team={team.id}
      data-side={side + 1}
      aria-label={team.name}
      style={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        boxSizing: 'border-box',
        background: colors.background,
        color: colors.text,
        borderTop: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
        overflow: 'hidden',
        animationDelay: `${side * 120}ms`,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 20,
          padding: '18px 24px',
          flex: 'none',
          flexDirection: reversed ? 'row-reverse' : 'row',
          textAlign: reversed ? 'right' : 'left',
        }}
      >
        {colors.logoUrl ? (
          <img
            src={colors.logoUrl}
            alt=""
            style={{ height: 76, width: 76, objectFit: 'contain', flex: 'none' }}
          />
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' }}>
          <FitText
            testId={nameTestId}
            text={team.name}
            short={team.code}
            style={{ fontSize: 46, fontWeight: 800, lineHeight: 1.15 }}
          />
          {subtitle ? (
            <span
              style={{
                fontSize: 20,
                fontWeight: 700,
                letterSpacing: 2,
                textTransform: 'uppercase',
                opacity: 0.85,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {subtitle}
            </span>
          ) : null}
        </div>
      </header>
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}>
        {children}
      </div>
    </section>
  );
}
