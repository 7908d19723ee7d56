import type { CSSProperties } from 'react';
import { THEME_BORDER_PX, THEME_INNER_DELAY_MS, THEME_TRANSITION_MS } from './overlay-constants.js';
import type { StingerPhase } from './stinger-timeline.js';
import type { OverlayColors } from './use-overlay-theme.js';

const PANEL_POSITION: Record<StingerPhase, string> = {
  idle: 'translateX(-102%)',
  covering: 'translateX(0)',
  holding: 'translateX(0)',
  revealing: 'translateX(102%)',
};

/**
 * The built-in stinger (OVERLAYS §2 "Stingers"): a full-frame panel in the stinger theme with a 6 px accent border
 * that slides over the overlay in one theme transition (750 ms), its logo and text following 250 ms later, holds,
 * then slides off. Idle it waits off-frame with no transition, so the next cover starts from the left again.
 */
export function OverlayStinger({
  phase,
  colors,
  text,
  team = null,
}: {
  readonly phase: StingerPhase;
  readonly colors: OverlayColors;
  readonly text: string | null;
  /** The team the stinger route shows (its theme is `colors`), for the page's readers and tests. */
  readonly team?: string | null;
}) {
  const moving = phase !== 'idle';
  const shown = phase === 'covering' || phase === 'holding';
  const panel: CSSProperties = {
    position: 'absolute',
    inset: 0,
    zIndex: 100,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 32,
    background: colors.background,
    color: colors.text,
    borderLeft: `${THEME_BORDER_PX}px solid ${colors.accent}`,
    borderRight: `${THEME_BORDER_PX}px solid ${colors.accent}`,
    transform: PANEL_POSITION[phase],
    transition: moving ? `transform ${THEME_TRANSITION_MS}ms cubic-bezier(0.7, 0, 0.3, 1)` : 'none',
    visibility: moving ? 'visible' : 'hidden',
    pointerEvents: 'none',
  };
  const inner: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 32,
    opacity: shown ? 1 : 0,
    transform: shown ? 'none' : 'translateY(24px)',
    transition: shown
      ? `opacity ${THEME_TRANSITION_MS - THEME_INNER_DELAY_MS}ms ease ${THEME_INNER_DELAY_MS}ms, transform ${THEME_TRANSITION_MS - THEME_INNER_DELAY_MS}ms ease ${THEME_INNER_DELAY_MS}ms`
      : `opacity ${THEME_INNER_DELAY_MS}ms ease`,
  };
  return (
    <div
      data-testid="overlay-stinger"
      data-phase={phase}
      data-team={team ?? undefined}
      aria-hidden={!shown}
      style={panel}
    >
      <div style={inner}>
        {colors.logoUrl ? (
          <img src={colors.logoUrl} alt={colors.name} style={{ height: 240, maxWidth: 960 }} />
        ) : null}
        {text ? (
          <div
            data-testid="overlay-stinger-text"
            style={{
              fontSize: 72,
              fontWeight: 800,
              letterSpacing: '0.02em',
              textTransform: 'uppercase',
              textAlign: 'center',
              maxWidth: 1600,
            }}
          >
            {text}
          </div>
        ) : null}
      </div>
    </div>
  );
}
