import { THEME_BORDER_PX } from '../shell/overlay-constants.js';
import type { OverlayColors } from '../shell/use-overlay-theme.js';
import { useServerNow } from '../shell/use-server-clock.js';
import { BREAK_TEXT } from './break-text.js';
import { formatCountdown } from './format-countdown.js';

/** The countdown to countdown_end (broadcast §9: ticks each second on the synced clock; holds at 0:00). */
export function BreakCountdown({
  countdownEnd,
  colors,
}: {
  readonly countdownEnd: string;
  readonly colors: OverlayColors;
}) {
  const now = useServerNow(1000);
  const text = formatCountdown(countdownEnd, now);
  if (text === null) return null;
  return (
    <div
      data-testid="break-countdown-box"
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        width: 380,
        boxSizing: 'border-box',
        padding: '16px 24px',
        background: colors.background,
        color: colors.text,
        borderRight: `${THEME_BORDER_PX}px solid ${colors.accent}`,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
      }}
    >
      <div
        style={{
          fontSize: 26,
          fontWeight: 700,
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          opacity: 0.85,
        }}
      >
        {BREAK_TEXT.countdownLabel}
      </div>
      <div
        data-testid="break-countdown"
        style={{
          fontSize: text.length > 5 ? 76 : 96,
          fontWeight: 900,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {text}
      </div>
    </div>
  );
}
